import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../common/format";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { pageOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocale } from "~/lib/use-locale";
import { lowStock } from "~/models/reports.server";

/** Products running low (online stock at the threshold or below), fewest first: what to reorder. */

const PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const page = pageOf(url);
    return { title: getI18n(locale).getFixedT(locale, "admin")("lowStock.title"), page, products: await lowStock(locale, staff, page, PAGE_SIZE) };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function LowStock() {
  const { page, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <section className="bo-page" aria-labelledby="low-stock-heading">
      <h1 id="low-stock-heading">{t("lowStock.heading")}</h1>
      <p>{t("lowStock.intro", { threshold: formatNumber(products.threshold, locale) })}</p>
      {products.items.length === 0 ? (
        <p className="bo-panel">{t("lowStock.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("lowStock.sku")}</th>
                <th scope="col">{t("lowStock.product")}</th>
                <th scope="col" className="bo-number">
                  {t("lowStock.qty")}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.items.map((product) => (
                <tr key={product.sku}>
                  <td dir="ltr">{product.sku}</td>
                  <td>{product.name}</td>
                  <td className="bo-number">{formatNumber(product.qty, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={products.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
