import { fieldParts, type FieldProps } from "./field-props";
import { LabelledField } from "./labelled-field";

/**
 * A labelled file input with its hint and errors (the accessible description). A browser never fills a file
 * input again, so after a refused post the file is chosen anew.
 */
export function FileField({ accept, ...props }: FieldProps & { accept: string }) {
  const { described, frame, resetKey, rest } = fieldParts(props);
  return (
    <LabelledField {...frame}>
      <input key={resetKey} {...rest} {...described.control} type="file" accept={accept} className="field__input" />
    </LabelledField>
  );
}
