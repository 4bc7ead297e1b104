import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import { CompareForm } from "./compare-form";

/**
 * The product page's "Add to compare" and a link to the comparison: the same for every shopper, since product
 * pages come from the shared page cache (decision 020); adding a product already compared changes nothing.
 */
export function ProductCompareForm({ sku }: { sku: string }) {
  const { t } = useTranslation("compare");
  const href = useLocalizedHref();
  return (
    <CompareForm intent="add" sku={sku} className="product-compare">
      <button type="submit" className="button button--secondary">
        {t("product.add")}
      </button>
      <Link to={href("/compare")} className="product-compare__view">
        {t("product.view")}
      </Link>
    </CompareForm>
  );
}
