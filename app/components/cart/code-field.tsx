import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { CODE_MAX } from "./form-rules";

/** A labelled code input with its submit button and error: the promo code and gift card forms. */
export function CodeField({
  field,
  label,
  submitLabel,
  busy,
  error,
  hint,
  inputClassName = "",
  errorClassName = "",
}: {
  field: FieldMetadata<string>;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null | undefined;
  hint?: { id: string; text: string };
  inputClassName?: string;
  errorClassName?: string;
}): ReactNode {
  const { key, ...inputProps } = getInputProps(field, { type: "text" });
  const describedBy = [error ? field.errorId : null, hint?.id].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <div className="cart-box__row">
        <input
          key={key}
          {...inputProps}
          className={`field__input ${inputClassName}`.trim()}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
      </div>
      {hint ? (
        <span id={hint.id} className="field__hint">
          {hint.text}
        </span>
      ) : null}
      <ErrorList id={field.errorId} errors={error ? [error] : null} className={errorClassName} />
    </div>
  );
}
