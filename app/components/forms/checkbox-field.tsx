import type { InputHTMLAttributes } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import { describeField, type FieldProps } from "./field-props";

type CheckboxAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "form" | "type" | "value" | "defaultValue" | "aria-invalid" | "aria-describedby" | "children"
>;

/** A checkbox with its label after it, its hint and its errors; it posts `value` ("on") when ticked. */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  errors,
  errorId,
  form,
  resetKey,
  value = "on",
  className = "",
  ...attributes
}: FieldProps & CheckboxAttributes & { value?: string }) {
  const described = describeField({ id, name, form, hint, errors, errorId });
  return (
    <div className={`field field--check ${className}`.trim()}>
      <input
        key={resetKey}
        {...attributes}
        {...described.control}
        type="checkbox"
        value={value}
      />
      <label htmlFor={id}>{label}</label>
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      <ErrorList id={described.errorId} errors={errors} />
    </div>
  );
}
