import type { InputHTMLAttributes } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import { fieldParts, type FieldProps } from "./field-props";

type CheckboxAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "form" | "type" | "value" | "defaultValue" | "aria-invalid" | "aria-describedby" | "children"
>;

/** A checkbox with its label after it, its hint and its errors; it posts `value` ("on") when ticked. */
export function CheckboxField({ value = "on", className = "", ...props }: FieldProps & CheckboxAttributes & { value?: string }) {
  const { described, frame, resetKey, rest } = fieldParts(props);
  return (
    <div className={`field field--check ${className}`.trim()}>
      <input key={resetKey} {...rest} {...described.control} type="checkbox" value={value} />
      <label htmlFor={frame.id}>{frame.label}</label>
      <FieldHint id={described.hintId}>{frame.hint}</FieldHint>
      <ErrorList id={described.errorId} errors={frame.errors} />
    </div>
  );
}
