import { parseWithZod } from "@conform-to/zod";
import { data, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { ShareAnswer } from "~/components/support/share-answer";
import { SHARE_INTENT, ShareForm } from "~/components/support/share-form";
import { shareSchema } from "~/components/support/support-forms";
import { refuse, refuseWhenLimited } from "~/lib/account-forms.server";
import { accountPageHeaders } from "~/lib/account-page";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { productPath } from "~/lib/product-variant";

import { useLocalizedHref } from "~/lib/use-locale";
import { getProduct } from "~/models/catalog.server";
import { shareProduct } from "~/models/support.server";
import { clientOf, localeOf, shopperOf } from "~/lib/request-context.server";

/**
 * /share/{sku}: "share by e-mail" of one product (SPEC §7 "email sendEmailToFriend"), linked from the product
 * page. With JavaScript the form's fetcher gets the answer as data; without, this page answers, with each error
 * next to its field (400, 429) or, once sent, a flash message (303 back here). Unknown sku: 404.
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const product = await getProduct({ locale, sku: params.sku ?? "" });
  if (!product) throw notFound();
  const t = getI18n(locale).getFixedT(locale, "support");
  return data(
    { title: t("share.title", { product: product.name }), product: { sku: product.sku, name: product.name, path: productPath(product) } },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export async function action({ request, params, context }: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<ShareAnswer>>> {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const sku = params.sku ?? "";
  const formData = await readForm(request, SHARE_INTENT);
  // Only a browser without JavaScript sends it (FetcherRedirectInput): it gets a page, a fetcher gets data.
  const withoutScript = formData.has("redirectTo");
  const submission = parseWithZod(formData, { schema: shareSchema });
  if (await isSpam(formData)) return refuse(shopper, SHARE_INTENT, submission, { error: { key: "support:errors.generic" } });
  if (submission.status !== "success") return refuse(shopper, SHARE_INTENT, submission);
  const { to, message } = submission.value;
  const limited = await refuseWhenLimited(shopper, SHARE_INTENT, submission, [
    ["shareClient", clientOf(context)],
    ["shareRecipient", to.toLowerCase()],
  ]);
  if (limited) return limited;
  try {
    await shareProduct(shopper.locale, { sku, to, message }, shopper.customerAuth());
  } catch (error) {
    if (error instanceof CommerceError && error.code === "share.productNotFound") throw notFound();
    if (!(error instanceof CommerceError) || error.status >= 500) throw error;
    console.error("share: commerce refused:", error);
    return refuse(shopper, SHARE_INTENT, submission, { error: { key: "support:errors.generic", field: error.field } });
  }
  if (withoutScript) {
    shopper.flash({ kind: "success", message: "support:share.sentFlash" });
    return redirect(localizePath(`/share/${encodeURIComponent(sku)}`, shopper.locale), { status: 303 });
  }
  return data({ intent: SHARE_INTENT, result: submission.reply({ resetForm: true }), sent: true });
}

export default function SharePage() {
  const { product } = useLoaderData<typeof loader>();
  const { t } = useTranslation("support");
  const href = useLocalizedHref();
  return (
    <div className="container page support-page">
      <h1>{t("share.pageHeading", { product: product.name })}</h1>
      <ShareForm sku={product.sku} product={product.name} />
      <p>
        <Link to={href(product.path)}>{t("share.back", { product: product.name })}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
