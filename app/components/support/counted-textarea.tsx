import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FieldProps } from "~/components/forms/field-props";
import { TextareaField } from "~/components/forms/textarea-field";

/** A support form's text area of at most `max` characters; with JavaScript it counts them as the shopper types. */
export function CountedTextarea({ max, ...field }: FieldProps & { defaultValue?: string | undefined; max: number }) {
  const { t } = useTranslation("support");
  const hydrated = useHydrated();
  const [used, setUsed] = useState([...(field.defaultValue ?? "")].length);
  return (
    <TextareaField {...field} hint={t("contact.commentHint", { count: max })} onInput={(event) => setUsed([...event.currentTarget.value].length)}>
      {hydrated ? (
        <span className={used > max ? "field__count field__count--over" : "field__count"} aria-live="polite">
          {t("contact.commentCount", { count: max, used })}
        </span>
      ) : null}
    </TextareaField>
  );
}
