import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";

/**
 * "Share by e-mail" on the product page: a link to the share page, which has the form. A form here would bring
 * the form library into the product page's JavaScript (over its budget) for something few shoppers use.
 */
export function ProductShareLink({ sku }: { sku: string }) {
  const { t } = useTranslation("support");
  const href = useLocalizedHref();
  return (
    <p className="product-share">
      <Link to={href(`/share/${encodeURIComponent(sku)}`)} rel="nofollow">
        {t("share.heading")}
      </Link>
    </p>
  );
}
