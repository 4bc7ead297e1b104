import type { InputHTMLAttributes } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import { describeField, type FieldProps } from "./field-props";

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "form" | "type" | "defaultValue" | "value" | "aria-invalid" | "aria-describedby" | "children"
>;

/**
 * A labelled text-like input (text, e-mail, telephone, password, number) with its hint and errors: the errors and
 * the hint are its accessible description. The value typed before a refused post comes back in `defaultValue`,
 * never for a password.
 */
export function TextField({
  id,
  name,
  label,
  hint,
  errors,
  errorId,
  form,
  resetKey,
  type = "text",
  defaultValue,
  autoComplete,
  className = "",
  ...attributes
}: FieldProps &
  InputAttributes & {
    type?: "text" | "email" | "tel" | "password" | "number";
    defaultValue?: string | undefined;
    /** Always said: browsers guess wrongly without it. */
    autoComplete: string;
  }) {
  const described = describeField({ id, name, form, hint, errors, errorId });
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        key={resetKey}
        {...attributes}
        {...described.control}
        type={type}
        defaultValue={type === "password" ? undefined : defaultValue}
        autoComplete={autoComplete}
        className={`field__input ${className}`.trim()}
      />
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      <ErrorList id={described.errorId} errors={errors} />
    </div>
  );
}
