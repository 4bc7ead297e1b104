import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldParts, type FieldProps } from "./field-props";
import { LabelledField } from "./labelled-field";

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "form" | "type" | "defaultValue" | "value" | "aria-invalid" | "aria-describedby" | "children"
>;

/**
 * A labelled text-like input (text, e-mail, telephone, password, number, date) with its hint and errors: the errors and
 * the hint are its accessible description. The value typed before a refused post comes back in `defaultValue`,
 * never for a password.
 */
export function TextField({
  type = "text",
  defaultValue,
  autoComplete,
  className = "",
  beside,
  ...props
}: FieldProps &
  InputAttributes & {
    type?: "text" | "email" | "tel" | "password" | "number" | "date" | "datetime-local";
    defaultValue?: string | undefined;
    /** Always said: browsers guess wrongly without it. */
    autoComplete: string;
    /** Shown in a row with the input: the submit button of a one-field form (a promo code, the newsletter). */
    beside?: ReactNode;
  }) {
  const { described, frame, resetKey, rest } = fieldParts(props);
  return (
    <LabelledField {...frame} beside={beside}>
      <input
        key={resetKey}
        {...rest}
        {...described.control}
        type={type}
        defaultValue={type === "password" ? undefined : defaultValue}
        autoComplete={autoComplete}
        className={`field__input ${className}`.trim()}
      />
    </LabelledField>
  );
}
