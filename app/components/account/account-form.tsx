import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms/error-list";

/** Translates an account form message key (`validation.required`, `errors.otp.invalid`…). */
export function useAccountMessage() {
  const { t } = useTranslation("account");
  return (key: string) => t(key as "errors.generic", { defaultValue: t("errors.generic") });
}

/** A form-level error (one not about a single field), translated. */
export function FormErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const message = useAccountMessage();
  return <ErrorList id={id} errors={errors?.map(message)} className="form__errors" />;
}
