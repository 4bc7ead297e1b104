import type { ReactNode, TextareaHTMLAttributes } from "react";
import { fieldParts, type FieldProps } from "./field-props";
import { LabelledField } from "./labelled-field";

type TextareaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "form" | "defaultValue" | "value" | "aria-invalid" | "aria-describedby" | "children"
>;

/** A labelled text area with its hint and errors; `children` show under the hint (a character count). */
export function TextareaField({
  defaultValue,
  className = "",
  rows = 3,
  children,
  ...props
}: FieldProps & TextareaAttributes & { defaultValue?: string | undefined; children?: ReactNode }) {
  const { described, frame, resetKey, rest } = fieldParts(props);
  return (
    <LabelledField {...frame} after={children}>
      <textarea
        key={resetKey}
        {...rest}
        {...described.control}
        defaultValue={defaultValue}
        rows={rows}
        className={`field__input ${className}`.trim()}
      />
    </LabelledField>
  );
}
