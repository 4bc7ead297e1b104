import type { FieldMetadata } from "@conform-to/react";

type Translate = (key: string) => string;

/** Any field of any form whose errors are message keys. */
type AnyField = Pick<FieldMetadata<unknown>, "id" | "name" | "formId" | "errorId" | "errors" | "key" | "initialValue">;

/**
 * The kit's props from conform's metadata of one field: its ids, its errors translated by `message`, the value
 * conform gives back after a refused post, and its key (new when the form is reset).
 */
export function conformField(field: AnyField, message: Translate) {
  return {
    id: field.id,
    name: String(field.name),
    form: field.formId,
    errorId: field.errorId,
    errors: field.errors?.map(message),
    resetKey: field.key,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** `conformField` for a checkbox: ticked again when it was ticked in the refused post. */
export function conformCheckbox(field: AnyField, message: Translate) {
  const { defaultValue, ...props } = conformField(field, message);
  return { ...props, defaultChecked: defaultValue === "on" };
}
