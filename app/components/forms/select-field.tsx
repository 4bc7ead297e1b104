import type { ReactNode, SelectHTMLAttributes } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import { describeField, type FieldProps } from "./field-props";

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "form" | "defaultValue" | "value" | "aria-invalid" | "aria-describedby" | "children"
>;

/** A labelled select with its hint and errors; `children` are its options (or option groups). */
export function SelectField({
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
  children,
  ...attributes
}: FieldProps & SelectAttributes & { defaultValue?: string | undefined; children: ReactNode }) {
  const described = describeField({ id, name, form, hint, errors, errorId });
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        key={resetKey}
        {...attributes}
        {...described.control}
        defaultValue={defaultValue}
        className={`field__input ${className}`.trim()}
      >
        {children}
      </select>
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      <ErrorList id={described.errorId} errors={errors} />
    </div>
  );
}
