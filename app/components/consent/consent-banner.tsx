import { useFetcher } from "react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FetcherRedirectInput } from "~/components/forms/fetcher-redirect-input";
import { notify } from "~/components/forms/notifications";
import { CONSENT_PATH, consentBannerClass, type Consent } from "~/lib/consent";
import { holeMarker, usePageHoles } from "~/lib/page-holes";
import { useLocalizedHref } from "~/lib/use-locale";
import { ConsentChoices } from "./consent-choices";

/**
 * The cookie banner (decision 064): a region at the end of every storefront page, never over the page. Every page
 * has it; its class hides it once the shopper answered. In a page kept by the shared cache the class is a hole,
 * filled per request from the `__consent` cookie (decision 020), and hydration renders the same class from the
 * view's data block. Without JavaScript the form posts and comes back here (303); with it a fetcher posts, the
 * root data revalidates with the answer, and the banner closes in place.
 */
export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const holes = usePageHoles();
  const fetcher = useFetcher<{ ok: boolean }>();
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) notify({ kind: "success", text: t("consent.saved") });
  }, [saved, t]);

  return (
    <section className={holes ? holeMarker("consentBanner") : consentBannerClass(consent)} aria-labelledby="consent-banner-heading">
      <div className="container">
        <h2 id="consent-banner-heading" className="consent-banner__heading">
          {t("consent.heading")}
        </h2>
        <p className="consent-banner__text">{t("consent.text")}</p>
        <fetcher.Form method="post" action={href(CONSENT_PATH)} className="consent-banner__form">
          <FetcherRedirectInput />
          <ConsentChoices consent={null} idPrefix="consent-banner" />
        </fetcher.Form>
      </div>
    </section>
  );
}
