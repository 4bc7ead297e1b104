import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import type { FieldFrame } from "./field-props";

/** The frame of a text-like control: its label above it, then its hint, anything `after`, and its errors. */
export function LabelledField({ id, label, hint, errors, described, after, children }: FieldFrame & { after?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      {after}
      <ErrorList id={described.errorId} errors={errors} />
    </div>
  );
}
