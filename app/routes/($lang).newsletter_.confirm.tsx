import { data, type HeadersFunction, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { linkResultOf, NewsletterLinkPage } from "~/components/newsletter-link-page";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { shopperOf } from "~/lib/request-context.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { confirmSubscription } from "~/models/newsletter.server";

/** `/newsletter/confirm?token=…`, the confirmation e-mail's link: the address is subscribed when the button is pressed. */

const PATH = "/newsletter/confirm";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = shopperOf(context);
  const url = new URL(request.url);
  const title = getI18n(locale).getFixedT(locale)("newsletter.confirmTitle");
  // The token is in the address: never cached, never sent to another site as a referrer ("no-referrer" would make
  // the button's post carry `Origin: null`, which the same-origin rule refuses).
  return data({ title, token: url.searchParams.get("token"), result: linkResultOf(url) }, { headers: { ...privatePageHeaders, "Referrer-Policy": "same-origin" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { locale } = shopperOf(context);
  const token = (await readForm(request, "newsletter-confirm")).get("token");
  const confirmed = typeof token === "string" && (await confirmSubscription(locale, token));
  return redirect(`${localizePath(PATH, locale)}?result=${confirmed ? "done" : "invalid"}`, { status: 303 });
}

export default function ConfirmSubscription() {
  const { token, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const texts = {
    heading: t("newsletter.confirmHeading"),
    text: t("newsletter.confirmText"),
    submit: t("newsletter.confirmSubmit"),
    done: t("newsletter.confirmed"),
    invalid: t("newsletter.confirmInvalid"),
  };
  return <NewsletterLinkPage texts={texts} token={token} result={result} post={href(PATH)} />;
}
