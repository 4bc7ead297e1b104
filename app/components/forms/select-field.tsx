import type { ReactNode, SelectHTMLAttributes } from "react";
import { fieldParts, type FieldProps } from "./field-props";
import { LabelledField } from "./labelled-field";

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "form" | "defaultValue" | "value" | "aria-invalid" | "aria-describedby" | "children"
>;

/** A labelled select with its hint and errors; `children` are its options (or option groups); `multiple` takes a list. */
export function SelectField({
  defaultValue,
  className = "",
  children,
  ...props
}: FieldProps & SelectAttributes & { defaultValue?: string | string[] | undefined; children: ReactNode }) {
  const { described, frame, resetKey, rest } = fieldParts(props);
  return (
    <LabelledField {...frame}>
      <select key={resetKey} {...rest} {...described.control} defaultValue={defaultValue} className={`field__input ${className}`.trim()}>
        {children}
      </select>
    </LabelledField>
  );
}
