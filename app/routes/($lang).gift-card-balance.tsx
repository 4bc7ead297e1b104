import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatDate, formatMoney } from "../../common/format";
import { isCartErrorCode } from "../../commerce/contract/cart";
import { cartSchemas } from "~/components/cart/cart-forms";
import { CODE_INPUT } from "~/components/cart/form-rules";
import { useCartMessage, type CartMessageKey } from "~/components/cart/messages";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms/error-list";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { CommerceError } from "~/lib/commerce.server";
import { readForm, replyWithError, replyWithMessage } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { consume } from "~/lib/rate-limit.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";
import { useLocale } from "~/lib/use-locale";
import { giftCardBalance } from "~/models/cart.server";

/**
 * A gift card's balance and expiry, by its code (issue 21): a POST, so the code stays out of addresses and logs.
 * Unknown and voided codes get the same answer, and a client gets few tries (the `giftCard` rate limit).
 */

const INTENT = "gift-card-balance";
const balanceSchema = cartSchemas["apply-gift-card"].pick({ code: true });

export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = shopperOf(context);
  return data({ title: getI18n(locale).getFixedT(locale, "cart")("balance.title") }, { headers: privatePageHeaders });
}

// Personal (a card's balance): never cached; a limited check keeps its Retry-After.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { locale } = shopperOf(context);
  const submission = parseWithZod(await readForm(request, INTENT), { schema: balanceSchema });
  if (submission.status !== "success") return data({ intent: INTENT, result: submission.reply(), card: null }, { status: 400, headers: privatePageHeaders });
  const verdict = await consume("giftCard", clientOf(context));
  if (verdict.limited) {
    const key: CartMessageKey = "errors.tooManyRequests";
    return data({ intent: INTENT, result: replyWithMessage(submission, key), card: null }, { status: 429, headers: { ...privatePageHeaders, "Retry-After": String(verdict.retryAfterSeconds) } });
  }
  try {
    const card = await giftCardBalance({ locale, code: submission.value.code });
    return data({ intent: INTENT, result: submission.reply(), card }, { headers: privatePageHeaders });
  } catch (error) {
    if (!(error instanceof CommerceError && isCartErrorCode(error.code))) throw error;
    const key: CartMessageKey = `errors.${error.code}`;
    return data({ intent: INTENT, result: replyWithError(submission, key, error), card: null }, { status: 400, headers: privatePageHeaders });
  }
}

export default function GiftCardBalance() {
  useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  const message = useCartMessage();
  const locale = useLocale();
  const [form, fields] = useForm<z.input<typeof balanceSchema>>({ id: "gift-card-balance-form", lastResult: usePageFormResult(INTENT) });
  const card = answer?.card ?? null;
  return (
    <div className="container page gift-card-balance">
      <h1>{t("balance.heading")}</h1>
      <p>{t("balance.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="gift-card-balance__form">
        <ErrorList id={form.errorId} errors={form.errors?.map(message)} className="form__errors" />
        <TextField {...conformField(fields.code, message)} {...CODE_INPUT} label={t("balance.code")} dir="ltr" />
        <button type="submit" className="button button--primary">
          {t("balance.submit")}
        </button>
      </Form>
      {card ? (
        <section className="gift-card-balance__result" role="status">
          <p>{t("balance.result", { code: card.code, balance: formatMoney(card.balance, locale) })}</p>
          <p>{card.expires_at ? t("balance.expires", { date: formatDate(card.expires_at) }) : t("balance.noExpiry")}</p>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
