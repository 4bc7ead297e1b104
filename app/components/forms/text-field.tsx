import type { InputHTMLAttributes, ReactNode } from "react";
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
 * never for a password. `beside` puts a control (a submit button) on the input's row.
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
  beside,
  rowClassName = "field__row",
  children,
  ...attributes
}: FieldProps &
  InputAttributes & {
    type?: "text" | "email" | "tel" | "password" | "number";
    defaultValue?: string | undefined;
    /** Always said: browsers guess wrongly without it. */
    autoComplete: string;
    beside?: ReactNode;
    rowClassName?: string;
    /** Shown under the errors (a success message). */
    children?: ReactNode;
  }) {
  const described = describeField({ id, hint, errors, errorId });
  const input = (
    <input
      key={resetKey}
      {...attributes}
      id={id}
      name={name}
      form={form}
      type={type}
      defaultValue={type === "password" ? undefined : defaultValue}
      autoComplete={autoComplete}
      className={`field__input ${className}`.trim()}
      aria-invalid={described.invalid}
      aria-describedby={described.describedBy}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {beside ? (
        <div className={rowClassName}>
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      <ErrorList id={described.errorId} errors={errors} />
      {children}
    </div>
  );
}
