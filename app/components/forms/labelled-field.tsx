import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import type { FieldFrame } from "./field-props";

/**
 * The frame of a text-like control: its label above it, the control with anything `beside` it in one row (the
 * button of a one-field form), then its hint, anything `after`, and its errors.
 */
export function LabelledField({
  id,
  label,
  hint,
  errors,
  described,
  beside,
  after,
  children,
}: FieldFrame & { beside?: ReactNode; after?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {beside ? (
        <div className="field__row">
          {children}
          {beside}
        </div>
      ) : (
        children
      )}
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      {after}
      <ErrorList id={described.errorId} errors={errors} />
    </div>
  );
}
