import { useEffect, useState } from "react";
import { data, useLocation, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getFixedT } from "~/lib/i18n.server";
import { localeOf } from "~/lib/request-context.server";
import type { RouteHandle } from "~/lib/route-handle";
import { useLocalizedHref } from "~/lib/use-locale";
import { isOfflineReason, type OfflineReason } from "~/service-worker/requests";

/**
 * Where the service worker sends a navigation it cannot answer offline (decision 057). The worker precaches the
 * shared copy, so the page is the same for everyone; the reason (`?reason=`) is read in the browser.
 */
export const handle: RouteHandle = { layout: "minimal" };

/** A shopper told the page is gone goes home by themselves after this long (SPEC §7: "Redirecting to Home."). */
const HOME_AFTER_MS = 3_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = getFixedT(localeOf(context));
  return data({ title: t("offline.title") }, { headers: cataloguePageHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function OfflinePage() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const reason = useOfflineReason();
  const home = href("/");

  useEffect(() => {
    if (reason !== "page") return;
    const timer = setTimeout(() => location.assign(home), HOME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reason, home]);

  return (
    <section className="container page notice-page" aria-labelledby="offline-heading">
      <h1 id="offline-heading">{t("offline.heading")}</h1>
      <p>{t("offline.text")}</p>
      <div role="alert">{reason ? <p className="offline-reason">{t(`offline.reasons.${reason}`)}</p> : null}</div>
      <p>
        {/* A document navigation: offline, the worker answers it from the pages it kept. */}
        <a href={home}>{t("offline.home")}</a>
      </p>
    </section>
  );
}

/** The `?reason=` of the address, once hydrated: the server's copy, precached, is the same for every reason. */
function useOfflineReason(): OfflineReason | null {
  const { search } = useLocation();
  const [reason, setReason] = useState<OfflineReason | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(search).get("reason");
    setReason(isOfflineReason(value) ? value : null);
  }, [search]);
  return reason;
}
