import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { SHARE_MESSAGE_MAX } from "../../../commerce/contract/support";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useLastResult } from "~/components/forms/use-last-result";
import { useLocalizedHref } from "~/lib/use-locale";
import type { ShareAnswer } from "./share-answer";
import { shareSchema } from "./support-forms";
import { CountedTextarea } from "./counted-textarea";

export const SHARE_INTENT = "share";

/**
 * "Share by e-mail", on the share page. With JavaScript a fetcher posts it and the result shows here; without,
 * the page answers (its errors next to the fields, or the sent message).
 */
export function ShareForm({ sku, product }: { sku: string; product: string }) {
  const { t } = useTranslation("support");
  const message = useAccountMessage();
  const href = useLocalizedHref();
  const fetcher = useFetcher<ShareAnswer>();
  const [form, fields] = useForm<z.input<typeof shareSchema>>({
    id: "share-form",
    // Checked when sent only: with a fetcher each revalidation is a post, which would hold the button (disabled
    // while one is under way) just as a shopper leaving the field presses it, and the press would be lost.
    lastResult: useLastResult(SHARE_INTENT, fetcher),
  });
  const sent = fetcher.state === "idle" && fetcher.data?.sent === true;
  const sharePage = href(`/share/${encodeURIComponent(sku)}`);
  return (
    <fetcher.Form method="post" action={sharePage} {...getFormProps(form)} className="account-form share-form">
      <FetcherRedirectInput to={sharePage} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <HoneypotField formId={form.id} label={t("share.honeypotLabel")} />
      <TextField {...conformField(fields.to, message)} label={t("share.friendEmail")} type="email" autoComplete="off" inputMode="email" dir="ltr" />
      <CountedTextarea {...conformField(fields.message, message)} label={t("share.message")} max={SHARE_MESSAGE_MAX} />
      <p className="field__hint">{t("share.senderNote")}</p>
      <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
        {t("share.submit")}
      </button>
      <p className="field__success" role="status">
        {sent ? t("share.sent", { product }) : null}
      </p>
    </fetcher.Form>
  );
}
