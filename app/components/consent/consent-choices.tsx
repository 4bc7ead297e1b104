import { useTranslation } from "react-i18next";
import type { Consent } from "~/lib/consent";

/**
 * The consent form's fields (decision 064), the same in the banner and on the settings page: necessary cookies
 * shown as always on, a box for analytics and one for marketing, and three buttons. `idPrefix` keeps the ids of
 * two forms on one page apart.
 */
export function ConsentChoices({ consent, idPrefix }: { consent: Consent | null; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="consent-choices">
        <legend className="consent-choices__legend">{t("consent.legend")}</legend>
        <div className="consent-choices__option">
          <input id={`${idPrefix}-necessary`} type="checkbox" checked disabled />
          <label htmlFor={`${idPrefix}-necessary`}>{t("consent.necessary")}</label>
        </div>
        <div className="consent-choices__option">
          <input id={`${idPrefix}-analytics`} type="checkbox" name="analytics" defaultChecked={consent?.analytics ?? false} />
          <label htmlFor={`${idPrefix}-analytics`}>{t("consent.analytics")}</label>
        </div>
        <div className="consent-choices__option">
          <input id={`${idPrefix}-marketing`} type="checkbox" name="marketing" defaultChecked={consent?.marketing ?? false} />
          <label htmlFor={`${idPrefix}-marketing`}>{t("consent.marketing")}</label>
        </div>
      </fieldset>
      <div className="consent-choices__actions">
        <button type="submit" name="choice" value="all" className="button button--primary">
          {t("consent.acceptAll")}
        </button>
        <button type="submit" name="choice" value="necessary" className="button button--secondary">
          {t("consent.necessaryOnly")}
        </button>
        <button type="submit" name="choice" value="chosen" className="button button--secondary">
          {t("consent.saveChoices")}
        </button>
      </div>
    </>
  );
}
