import { getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useAccountMessage } from "~/components/account/account-field";
import { ErrorList } from "~/components/forms/error-list";

/**
 * The select and the text area of the support forms, beside `AccountField` (their inputs): labelled, the
 * error as the accessible description, the typed value kept after a refused post (decision 008).
 */

export function SelectField({ field, label, prompt, options }: {
  field: FieldMetadata<string>;
  label: string;
  prompt: string;
  options: readonly { value: string; label: string }[];
}) {
  const message = useAccountMessage();
  const { key, ...selectProps } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <select key={key} {...selectProps} className="field__input">
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors?.map(message)} />
    </div>
  );
}

/** A text area of at most `max` characters; with JavaScript it counts them as the shopper types. */
export function TextAreaField({ field, label, max }: { field: FieldMetadata<string>; label: string; max: number }) {
  const { t } = useTranslation("support");
  const message = useAccountMessage();
  const hydrated = useHydrated();
  const hintId = `${field.id}-hint`;
  const { key, ...textareaProps } = getTextareaProps(field, { ariaDescribedBy: hintId });
  const [used, setUsed] = useState([...(field.initialValue ?? "")].length);
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <textarea
        key={key}
        {...textareaProps}
        className="field__input"
        rows={3}
        onInput={(event) => setUsed([...event.currentTarget.value].length)}
      />
      <span id={hintId} className="field__hint">
        {t("contact.commentHint", { count: max })}
      </span>
      {hydrated ? (
        <span className={used > max ? "field__count field__count--over" : "field__count"} aria-live="polite">
          {t("contact.commentCount", { count: max, used })}
        </span>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors?.map(message)} />
    </div>
  );
}
