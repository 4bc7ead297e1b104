import type { InputHTMLAttributes } from "react";
import { fieldParts, type FieldProps } from "./field-props";
import { LabelledField } from "./labelled-field";

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
  type = "text",
  defaultValue,
  autoComplete,
  className = "",
  ...props
}: FieldProps &
  InputAttributes & {
    type?: "text" | "email" | "tel" | "password" | "number";
    defaultValue?: string | undefined;
    /** Always said: browsers guess wrongly without it. */
    autoComplete: string;
  }) {
  const { described, frame, resetKey, rest } = fieldParts(props);
  return (
    <LabelledField {...frame}>
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
