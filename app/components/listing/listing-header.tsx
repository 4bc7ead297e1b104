import { useTranslation } from "react-i18next";

/** The heading of a category or brand listing, with its product count. */
/** A listing's heading and count; a brand's page shows its logo before its name (which says it already). */
export function ListingHeader({ title, total, logo }: { title: string; total: number; logo?: string | null }) {
  const { t } = useTranslation("listing");
  return (
    <header className="listing-header">
      {logo ? <img src={logo} alt="" className="listing-header__logo" width={160} height={80} /> : null}
      <h1 className="listing-header__title">{title}</h1>
      <p className="listing-header__count">{t("productCount", { count: total })}</p>
    </header>
  );
}

/** What an unfiltered category or brand listing says when it has no products. */
export function EmptyCatalogue() {
  const { t } = useTranslation("listing");
  return (
    <div className="listing__empty">
      <h2>{t("empty.categoryHeading")}</h2>
      <p>{t("empty.categoryText")}</p>
    </div>
  );
}
