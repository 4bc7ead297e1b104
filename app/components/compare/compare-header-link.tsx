import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CompareIcon } from "~/components/icons";
import { useLocalizedHref } from "~/lib/use-locale";

/** The header's way to the comparison: the same for every shopper (no count, so no hole in cached pages). */
export function CompareHeaderLink() {
  const { t } = useTranslation("compare");
  return (
    <Link className="header-link" to={useLocalizedHref()("/compare")}>
      <CompareIcon />
      <span className="header-link__label">{t("header.link")}</span>
    </Link>
  );
}
