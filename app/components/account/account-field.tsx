import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { HTMLInputTypeAttribute } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms/error-list";
import { useLastResult } from "~/components/forms/use-last-result";

/** Translates an account form message key (`validation.required`, `errors.otp.invalid`…). */
export function useAccountMessage() {
  const { t } = useTranslation("account");
  return (key: string) => t(key as "errors.generic", { defaultValue: t("errors.generic") });
}

/**
 * One labelled input of an account form, with its hint and its errors (decision 008): the error is the
 * input's accessible description and the typed value comes back after a refused post (never a password).
 */
export function AccountField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  inputMode,
  dir,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: Extract<HTMLInputTypeAttribute, "text" | "email" | "password" | "tel">;
  autoComplete: string;
  hint?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  dir?: "ltr";
}) {
  const message = useAccountMessage();
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  const errors = field.errors?.map(message);
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <input
        key={key}
        {...inputProps}
        defaultValue={type === "password" ? undefined : inputProps.defaultValue}
        className="field__input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
      />
      {hint ? (
        <span id={`${field.id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <ErrorList id={field.errorId} errors={errors} />
    </div>
  );
}

/** The last reply of one account page form: the action's data when it was this form's (decision 008). */
export function useAccountFormResult(intent: string) {
  const navigation = useNavigation();
  return useLastResult(intent, { state: navigation.state === "submitting" ? "submitting" : "idle" });
}

/** A form-level error (one not about a single field), translated. */
export function FormErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const message = useAccountMessage();
  return <ErrorList id={id} errors={errors?.map(message)} className="form__errors" />;
}
