import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import { NewsletterForm, type FormFeedback } from "./newsletter-form";

export function SiteFooter({ newsletterFeedback, minimal = false }: { newsletterFeedback: FormFeedback | null; minimal?: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();

  return (
    <footer className="site-footer">
      {minimal ? null : (
        <div className="container site-footer__grid">
          <nav aria-labelledby="footer-service">
            <h2 id="footer-service" className="site-footer__heading">
              {t("footer.customerService")}
            </h2>
            <ul className="site-footer__links">
              <li>
                <Link to={href("/customer-support/contact-us")}>{t("footer.contactUs")}</Link>
              </li>
              <li>
                <Link to={href("/delivery")}>{t("footer.delivery")}</Link>
              </li>
              <li>
                <Link to={href("/store-locator")}>{t("footer.storeLocator")}</Link>
              </li>
              <li>
                <Link to={href("/trade-in")}>{t("footerLink", { ns: "tradein" })}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="site-footer__heading">
              {t("footer.company")}
            </h2>
            <ul className="site-footer__links">
              <li>
                <Link to={href("/about-us")}>{t("footer.aboutUs")}</Link>
              </li>
              <li>
                <Link to={href("/terms-conditions")}>{t("footer.terms")}</Link>
              </li>
              <li>
                <Link to={href("/sitemap")}>{t("footer.sitemap")}</Link>
              </li>
            </ul>
          </nav>
          <NewsletterForm feedback={newsletterFeedback} />
        </div>
      )}
      <div className="container site-footer__bottom">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <p>
          <Link to={href("/consent")}>{t("footer.cookieSettings")}</Link>
        </p>
      </div>
    </footer>
  );
}
