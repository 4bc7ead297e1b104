import type { ReactNode } from "react";

/** The hint under a field, which the control names with `aria-describedby`. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <span id={id} className="field__hint">
      {children}
    </span>
  );
}
