import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { NewsletterFields, type FormFeedback } from "~/components/newsletter-form";
import { NEWSLETTER_POPUP_KEY, pageSeen } from "~/lib/newsletter-popup";
import { useLocalizedHref } from "~/lib/use-locale";

const ID = "newsletter-popup";

/**
 * The newsletter's popup (issue 24): a modal dialog with the footer's subscription, opened once in a browser, on
 * the second page it shows or a later one where it `may` open, and never once the footer's form `subscribed` the
 * shopper (app/lib/newsletter-popup.ts). Its form posts to the
 * newsletter action through a fetcher and shows the answer in the dialog. Escape or its close button dismiss it.
 * Loaded once the page is hydrated (after-load-slots.tsx): without JavaScript there is the footer's form only.
 */
export function NewsletterPopup({ may, subscribed }: { may: boolean; subscribed: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { key } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const counted = useRef<string | null>(null);
  const fetcher = useFetcher<FormFeedback>();

  useEffect(() => {
    // One count per page shown: `may` changing on the same page (the cookie banner answered) is not another page.
    if (counted.current === key) return;
    counted.current = key;
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    let opens: boolean;
    try {
      const seen = pageSeen(localStorage.getItem(NEWSLETTER_POPUP_KEY), { may, subscribed });
      localStorage.setItem(NEWSLETTER_POPUP_KEY, seen.stored);
      opens = seen.opens;
    } catch {
      return; // no storage here: it could not remember having opened, and would open on every page
    }
    if (opens && !dialog.open) dialog.showModal();
  }, [key, may, subscribed]);

  const feedback = fetcher.state === "idle" ? (fetcher.data ?? null) : null;
  return (
    <dialog ref={dialogRef} className="newsletter-popup" aria-labelledby={`${ID}-heading`}>
      <div className="newsletter-popup__header">
        <h2 id={`${ID}-heading`} className="newsletter-popup__heading">
          {t("newsletter.popupHeading")}
        </h2>
        <button type="button" className="close-button newsletter-popup__close" onClick={() => dialogRef.current?.close()} aria-label={t("newsletter.popupClose")}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="newsletter-popup__text">{t("newsletter.popupText")}</p>
      <fetcher.Form method="post" action={href("/newsletter")} className="newsletter-popup__form" aria-labelledby={`${ID}-heading`}>
        <NewsletterFields idPrefix={ID} feedback={feedback} />
      </fetcher.Form>
    </dialog>
  );
}
