import type { ReactNode, TextareaHTMLAttributes } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import { describeField, type FieldProps } from "./field-props";

type TextareaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "form" | "defaultValue" | "value" | "aria-invalid" | "aria-describedby" | "children"
>;

/** A labelled text area with its hint and errors; `children` show under the hint (a character count). */
export function TextareaField({
  id,
  name,
  label,
  hint,
  errors,
  errorId,
  form,
  resetKey,
  defaultValue,
  className = "",
  rows = 3,
  children,
  ...attributes
}: FieldProps & TextareaAttributes & { defaultValue?: string | undefined; children?: ReactNode }) {
  const described = describeField({ id, name, form, hint, errors, errorId });
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        key={resetKey}
        {...attributes}
        {...described.control}
        defaultValue={defaultValue}
        rows={rows}
        className={`field__input ${className}`.trim()}
      />
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      {children}
      <ErrorList id={described.errorId} errors={errors} />
    </div>
  );
}
