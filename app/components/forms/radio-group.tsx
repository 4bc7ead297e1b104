import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
import { FieldHint } from "./field-hint";
import { fieldParts, type FieldProps } from "./field-props";

interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Options under a heading of their own (the pickup stores of one emirate), in a fieldset inside the group's. */
interface RadioOptionGroup {
  key: string;
  label: ReactNode;
  options: readonly RadioOption[];
}

/**
 * A choice among radio buttons: `label` is the group's legend, the group is described by its hint and errors,
 * and each option may have a hint of its own. `defaultValue` is the option chosen before a refused post.
 */
export function RadioGroup({
  defaultValue,
  options,
  required,
  className = "",
  optionClassName = "",
  ...props
}: FieldProps & {
  defaultValue?: string | undefined;
  options: readonly (RadioOption | RadioOptionGroup)[];
  required?: boolean;
  className?: string;
  optionClassName?: string;
}) {
  const { described, frame, resetKey } = fieldParts(props);
  const { id, label, hint, errors } = frame;
  const { name, form } = props;
  const radio = (option: RadioOption) => {
    const optionId = `${id}-${option.value}`;
    const optionHintId = option.hint ? `${optionId}-hint` : undefined;
    return (
      <div key={option.value} className={`field--check ${optionClassName}`.trim()}>
        <input
          id={optionId}
          type="radio"
          name={name}
          form={form}
          value={option.value}
          disabled={option.disabled}
          required={required}
          defaultChecked={defaultValue === option.value}
          aria-invalid={described.invalid}
          aria-describedby={optionHintId}
        />
        <label htmlFor={optionId}>{option.label}</label>
        <FieldHint id={optionHintId}>{option.hint}</FieldHint>
      </div>
    );
  };
  return (
    <fieldset key={resetKey} className={`field ${className}`.trim()} aria-describedby={described.describedBy}>
      <legend className="field__label">{label}</legend>
      <FieldHint id={described.hintId}>{hint}</FieldHint>
      {options.map((option) =>
        "options" in option ? (
          <fieldset key={option.key} className="field__group">
            <legend className="field__group-label">{option.label}</legend>
            {option.options.map(radio)}
          </fieldset>
        ) : (
          radio(option)
        ),
      )}
      <ErrorList id={described.errorId} errors={errors} />
    </fieldset>
  );
}
