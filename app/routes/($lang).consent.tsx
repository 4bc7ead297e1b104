import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { ConsentChoices } from "~/components/consent/consent-choices";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CONSENT_PATH, consentCookieValue, ConsentFormSchema } from "~/lib/consent";
import { consentCookie, consentOf } from "~/lib/consent-cookie.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedT } from "~/lib/i18n.server";
import { localeOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * Cookie settings (decision 064): the banner's choices again, as the shopper last answered them, and the action
 * both post to. The answer is kept in the `__consent` cookie for a year. Without JavaScript (a `redirectTo`) the
 * action answers 303 back; a fetcher gets `{ ok }` and the root data revalidates with the answer.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const t = getFixedT(locale);
  const consent = consentOf(request.headers.get("Cookie"));
  return data(
    {
      title: t("consent.pageTitle"),
      description: t("consent.pageDescription"),
      consent,
      current: consent ? t("consent.current", { choice: t(`consent.choice.${consentCookieValue(consent)}`) }) : t("consent.currentNone"),
    },
    // The shopper's own answer: never kept by a shared cache.
    { headers: privatePageHeaders },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }, { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const locale = localeOf(context);
  const form = await readForm(request, "consent");
  const answer = ConsentFormSchema.safeParse({ choice: form.get("choice"), analytics: form.get("analytics") ?? undefined, marketing: form.get("marketing") ?? undefined });
  if (!answer.success) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const headers = { "Set-Cookie": consentCookie(answer.data), ...privatePageHeaders };
  const redirectTo = form.get("redirectTo");
  if (redirectTo === null) return data({ ok: true }, { headers });
  return redirect(safeRedirectPath(redirectTo, localizePath("/", locale)), { status: 303, headers });
}

export default function ConsentPage() {
  const { title, consent, current } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className="container page consent-page">
      <h1>{title}</h1>
      <p>{t("consent.text")}</p>
      <p className="consent-page__current">{current}</p>
      {/* Keyed by the answer, so the boxes show the new one after a post. */}
      <Form method="post" action={href(CONSENT_PATH)} className="consent-page__form" key={consent ? consentCookieValue(consent) : "none"}>
        <input type="hidden" name="redirectTo" value={href(CONSENT_PATH)} />
        <ConsentChoices consent={consent} idPrefix="consent-page" />
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
