import type { ReactNode } from "react";

/**
 * What every field of the kit takes, with conform or without: its `id` and `name`, its label, its hint, and its
 * errors already translated. `errorId` and the hint's id default to `<id>-error` and `<id>-hint`; `resetKey`
 * remounts the control (conform changes it when a form is reset) so a new default value shows.
 */
export interface FieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[] | null | undefined;
  errorId?: string;
  form?: string;
  resetKey?: string;
}

/** The ids of a field's error list and hint, and the attributes of its control that point at them. */
export function describeField({
  id,
  name,
  form,
  hint,
  errors,
  errorId = `${id}-error`,
}: Pick<FieldProps, "id" | "name" | "form" | "hint" | "errors" | "errorId">) {
  const invalid = (errors?.length ?? 0) > 0;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [invalid ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  return {
    errorId,
    hintId,
    describedBy,
    invalid: invalid || undefined,
    control: { id, name, form, "aria-invalid": invalid || undefined, "aria-describedby": describedBy },
  };
}

/** A field's props taken apart: what describes it, what its frame shows, and the rest for its control. */
export function fieldParts<P extends FieldProps>({ id, name, label, hint, errors, errorId, form, resetKey, ...rest }: P) {
  const described = describeField({ id, name, form, hint, errors, errorId });
  return { described, frame: { id, label, hint, errors, described }, resetKey, rest };
}

export type FieldFrame = ReturnType<typeof fieldParts>["frame"];
