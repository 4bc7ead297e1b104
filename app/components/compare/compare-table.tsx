import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Price } from "~/components/price";
import { imageSize, productImageUrl } from "~/lib/images";
import { useLocalizedHref } from "~/lib/use-locale";
import type { CompareTable as Table } from "~/models/compare.server";
import { CompareAddToCart } from "./compare-add-to-cart";
import { CompareForm } from "./compare-form";

/** Product types that go into the cart as they are; the others have options to choose on their page. */
const ADDABLE_TYPES = new Set(["simple", "virtual", "downloadable"]);

/**
 * The products side by side: a column each (image, name, price, add to cart, remove), a row per comparable
 * specification. A row where the products differ says so in its header ("Differs"), so it is announced with
 * every cell and not shown by colour alone; `onlyDifferences` leaves the others out.
 */
export function CompareTable({ table, onlyDifferences }: { table: Table; onlyDifferences: boolean }) {
  const { t } = useTranslation("compare");
  const href = useLocalizedHref();
  const { width, height } = imageSize.thumbnail;
  const rows = onlyDifferences ? table.attributes.filter((row) => row.differs) : table.attributes;
  return (
    <div className="compare-table__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table">
        <caption id="compare-caption">{t(onlyDifferences ? "page.captionDifferences" : "page.caption")}</caption>
        <thead>
          <tr>
            <td />
            {table.products.map((product) => (
              <th key={product.sku} scope="col" className="compare-table__product">
                <a href={href(`/${product.url_path}`)} className="compare-table__link">
                  <img
                    src={productImageUrl(product.image, "thumbnail")}
                    alt=""
                    width={width}
                    height={height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{product.name}</span>
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("page.price")}</th>
            {table.products.map((product) => (
              <td key={product.sku}>
                <Price finalPrice={product.final_price_incl_tax} regularPrice={product.price_incl_tax} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t("page.actions")}</th>
            {table.products.map((product) => (
              <td key={product.sku} className="compare-table__actions">
                {!product.stock.is_in_stock ? (
                  <p className="compare-table__stock">{t("page.outOfStock")}</p>
                ) : ADDABLE_TYPES.has(product.type_id) ? (
                  <CompareAddToCart sku={product.sku} name={product.name} />
                ) : (
                  <Link to={href(`/${product.url_path}`)} className="button button--secondary">
                    {t("page.chooseOptions")}
                    <span className="visually-hidden"> {product.name}</span>
                  </Link>
                )}
                <CompareForm intent="remove" sku={product.sku}>
                  <button type="submit" className="button--link">
                    {t("page.remove")}
                    <span className="visually-hidden"> {product.name}</span>
                  </button>
                </CompareForm>
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.code} className={row.differs ? "compare-table__row--differs" : undefined}>
              <th scope="row">
                {row.label}
                {row.differs ? <span className="compare-table__differs">{t("page.differs")}</span> : null}
              </th>
              {row.values.map((value, i) => (
                <td key={table.products[i]?.sku ?? i}>{value ?? t("page.noValue")}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
