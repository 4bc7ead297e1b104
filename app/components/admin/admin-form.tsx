import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms/error-list";

/** Translates a back-office form message key (`validation.required`, `errors.staff.codeInvalid`…). */
export function useAdminMessage() {
  const { t } = useTranslation("admin");
  return (key: string) => t(key as "errors.generic", { defaultValue: t("errors.generic") });
}

/** A form-level error (one not about a single field), translated. */
export function AdminFormErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const message = useAdminMessage();
  return <ErrorList id={id} errors={errors?.map(message)} className="form__errors" />;
}
