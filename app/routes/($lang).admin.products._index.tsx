import { Form, Link, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "../../common/format";
import { toLatinDigits } from "../../commerce/contract/cart";
import { PRODUCT_SEARCH_MAX, PRODUCT_STOCK_FILTERS, type ProductFilter, type ProductStockFilter } from "../../commerce/contract/product-admin";
import { readAed } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { asStaff } from "~/lib/back-office.server";
import { localizePath, type Locale } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { useLocale } from "~/lib/use-locale";
import { listProducts, productChoices } from "~/models/products-admin.server";

/**
 * Products (issue 22), for the catalogue team: every product shoppers find, newest first, searched by sku or
 * name in either language and filtered by a GET form (category, brand, status, stock, price in AED typed in any
 * digits). Pages are links: "next" carries the last id shown, so a page costs the same however deep it is.
 */

const PAGE_SIZE = 25;

const oneOf = <T extends string>(value: string | null, values: readonly T[]): T | undefined => (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** A whole positive number typed in any digits, or undefined. */
function wholeNumber(value: string | null): number | undefined {
  const text = toLatinDigits(value?.trim() ?? "");
  return /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) < 2 ** 31 ? Number(text) : undefined;
}

/** AED typed in any digits, as fils; anything else is no bound. */
const aed = (value: string | null) => readAed(value ?? "") ?? undefined;

function filterOf(url: URL): ProductFilter {
  const status = url.searchParams.get("status");
  return {
    q: url.searchParams.get("q")?.trim().slice(0, PRODUCT_SEARCH_MAX) || undefined,
    category: wholeNumber(url.searchParams.get("category")),
    brand: url.searchParams.get("brand")?.slice(0, 64) || undefined,
    status: status === "1" ? 1 : status === "2" ? 2 : undefined,
    stock: oneOf<ProductStockFilter>(url.searchParams.get("stock"), PRODUCT_STOCK_FILTERS),
    priceFrom: aed(url.searchParams.get("priceFrom")),
    priceTo: aed(url.searchParams.get("priceTo")),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const filter = filterOf(url);
    const after = wholeNumber(url.searchParams.get("after"));
    const [products, choices] = await Promise.all([listProducts(locale, staff, filter, after, PAGE_SIZE), productChoices(locale, staff)]);
    const typed = { priceFrom: url.searchParams.get("priceFrom") ?? "", priceTo: url.searchParams.get("priceTo") ?? "" };
    return { title: getI18n(locale).getFixedT(locale, "admin")("products.title"), filter, typed, after, products, choices };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const nameIn = (row: { name_en: string; name_ar: string }, locale: Locale) => (locale === "ar" ? row.name_ar : row.name_en);

export default function Products() {
  const { filter, typed, after, products, choices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const pageLink = (next: number | null) => {
    const query = new URLSearchParams(search);
    if (next === null) query.delete("after");
    else query.set("after", String(next));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  const any = <option value="">{t("products.any")}</option>;
  return (
    <section className="bo-page" aria-labelledby="products-heading">
      <h1 id="products-heading">{t("products.heading")}</h1>
      <p>
        <Link to={localizePath("/admin/products/new", locale)} className="button button--primary">
          {t("products.new")}
        </Link>
      </p>
      <Form method="get" className="bo-panel bo-filters" aria-label={t("products.filters")}>
        <TextField id="products-q" name="q" label={t("products.search")} hint={t("products.searchHint")} defaultValue={filter.q} autoComplete="off" />
        <SelectField id="products-category" name="category" label={t("products.category")} defaultValue={String(filter.category ?? "")}>
          {any}
          {choices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {nameIn(category, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField id="products-brand" name="brand" label={t("products.brand")} defaultValue={filter.brand ?? ""}>
          {any}
          {choices.brands.map((brand) => (
            <option key={brand.code} value={brand.code}>
              {nameIn(brand, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField id="products-status" name="status" label={t("products.status")} defaultValue={String(filter.status ?? "")}>
          {any}
          <option value="1">{t("products.statuses.1")}</option>
          <option value="2">{t("products.statuses.2")}</option>
        </SelectField>
        <SelectField id="products-stock" name="stock" label={t("products.stock")} defaultValue={filter.stock ?? ""}>
          {any}
          {PRODUCT_STOCK_FILTERS.map((stock) => (
            <option key={stock} value={stock}>
              {t(`products.stockFilters.${stock}`)}
            </option>
          ))}
        </SelectField>
        <TextField id="products-price-from" name="priceFrom" label={t("products.priceFrom")} defaultValue={typed.priceFrom} inputMode="decimal" autoComplete="off" dir="ltr" />
        <TextField id="products-price-to" name="priceTo" label={t("products.priceTo")} defaultValue={typed.priceTo} inputMode="decimal" autoComplete="off" dir="ltr" />
        <button type="submit" className="button button--primary">
          {t("products.find")}
        </button>
      </Form>
      {products.items.length === 0 ? (
        <p className="bo-panel">{t("products.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("products.sku")}</th>
                <th scope="col">{t("products.name")}</th>
                <th scope="col">{t("products.type")}</th>
                <th scope="col">{t("products.status")}</th>
                <th scope="col" className="bo-number">
                  {t("products.price")}
                </th>
                <th scope="col" className="bo-number">
                  {t("products.stock")}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.items.map((product) => (
                <tr key={product.id}>
                  <td dir="ltr">{product.sku}</td>
                  <td>
                    <Link to={localizePath(`/admin/products/${product.id}`, locale)}>{nameIn(product, locale)}</Link>
                  </td>
                  <td>{t(`products.types.${product.type_id}`)}</td>
                  <td>{t(product.status === 1 ? "products.statuses.1" : "products.statuses.2")}</td>
                  <td className="bo-number">
                    {product.special_price !== null ? t("products.priceWithSpecial", { special: formatMoney(product.special_price, locale), price: formatMoney(product.price, locale) }) : formatMoney(product.price, locale)}
                  </td>
                  <td className="bo-number">{product.qty === null ? "" : product.is_in_stock ? formatNumber(product.qty, locale) : t("products.outOfStock")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {after !== undefined || products.next !== null ? (
        <nav className="bo-pagination" aria-label={t("pagination.label")}>
          {after !== undefined ? <Link to={pageLink(null)}>{t("products.firstPage")}</Link> : null}
          {products.next !== null ? <Link to={pageLink(products.next)}>{t("pagination.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
