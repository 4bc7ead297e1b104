import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../common/format";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { TextField } from "~/components/forms/text-field";
import { pageOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { findCustomers } from "~/models/back-office-service.server";

/** Customers (support): found by name, e-mail or mobile with a GET form, newest first. */

const PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const page = pageOf(url);
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("customers.title"),
    q,
    page,
    customers: await findCustomers(locale, staff, q, page, PAGE_SIZE),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Customers() {
  const { q, page, customers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="customers-heading">
      <h1 id="customers-heading">{t("customers.heading")}</h1>
      <Form method="get" className="bo-panel bo-filters">
        <TextField id="customers-q" name="q" label={t("customers.search")} autoComplete="off" defaultValue={q} />
        <button type="submit" className="button button--primary">
          {t("customers.find")}
        </button>
      </Form>
      {customers.items.length === 0 ? (
        <p className="bo-panel">{t("customers.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("customers.name")}</th>
                <th scope="col">{t("customers.email")}</th>
                <th scope="col">{t("customers.mobile")}</th>
                <th scope="col">{t("customers.since")}</th>
                <th scope="col" className="bo-number">
                  {t("customers.orders")}
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.items.map((customer) => {
                const name = `${customer.firstname} ${customer.lastname}`;
                return (
                  <tr key={customer.id}>
                    <td>
                      <Link to={href(`/admin/customers/${customer.id}`)} aria-label={t("customers.open", { name })}>
                        {name}
                      </Link>
                    </td>
                    <td dir="ltr">{customer.email}</td>
                    <td dir="ltr">{customer.mobile ?? ""}</td>
                    <td dir="ltr">{formatDateTime(customer.created_at)}</td>
                    <td className="bo-number">{customer.orders}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={customers.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
