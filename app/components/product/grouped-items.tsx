import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Price } from "~/components/price";
import { groupedPrice, productPath } from "~/lib/product-variant";
import { useLocalizedHref } from "~/lib/use-locale";
import type { ProductDetail } from "~/models/catalog-schemas";

/** The items of a grouped product with their prices and the set's total. */
export function GroupedItems({ items }: { items: ProductDetail["grouped_items"] }) {
  const { t } = useTranslation("product");
  const href = useLocalizedHref();
  const total = groupedPrice(items);
  return (
    <section className="grouped-items" aria-labelledby="grouped-heading">
      <h2 id="grouped-heading" className="product-section-title">
        {t("grouped.heading")}
      </h2>
      <table className="product-table">
        <thead>
          <tr>
            <th scope="col">{t("grouped.item")}</th>
            <th scope="col" className="product-table__num">
              {t("grouped.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={href(productPath(item))}>{item.name}</Link>
              </th>
              <td className="product-table__num">
                <Price finalPrice={item.final_price_incl_tax} regularPrice={item.price_incl_tax} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("grouped.total")}</th>
            <td className="product-table__num">
              <Price finalPrice={total.final} regularPrice={total.regular} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
