import { data, type HeadersFunction, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { UNSUBSCRIBE_PATH } from "../../commerce/contract/newsletter";
import { linkResultOf, NewsletterLinkPage } from "~/components/newsletter-link-page";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { shopperOf } from "~/lib/request-context.server";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * `/newsletter/unsubscribe?token=…`, a mailing's unsubscribe link, without signing in: a button. Every post to this
 * address, the button's and a mail program's one-click (RFC 8058), is answered by the edge
 * (server/one-click-unsubscribe.ts), since a mail program posts from its own origin.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = shopperOf(context);
  const url = new URL(request.url);
  const title = getI18n(locale).getFixedT(locale)("newsletter.unsubscribeTitle");
  return data({ title, token: url.searchParams.get("token"), result: linkResultOf(url) }, { headers: { ...privatePageHeaders, "Referrer-Policy": "same-origin" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Unsubscribe() {
  const { token, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const texts = {
    heading: t("newsletter.unsubscribeHeading"),
    text: t("newsletter.unsubscribeText"),
    submit: t("newsletter.unsubscribeSubmit"),
    done: t("newsletter.unsubscribed"),
    invalid: t("newsletter.unsubscribeInvalid"),
  };
  const post = `${href(UNSUBSCRIBE_PATH)}?${new URLSearchParams({ token: token ?? "" })}`;
  return <NewsletterLinkPage texts={texts} token={token} result={result} post={post} reloadDocument />;
}
