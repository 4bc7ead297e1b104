import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { listStores } from "~/models/back-office-service.server";

/** The pickup stores, each with how many orders it has to prepare and how many wait to be collected. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("stores.title"),
    stores: await listStores(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Stores() {
  const { stores } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="stores-heading">
      <h1 id="stores-heading">{t("stores.heading")}</h1>
      <div className="bo-table-wrap bo-panel">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("stores.store")}</th>
              <th scope="col" className="bo-number">
                {t("stores.toPrepare")}
              </th>
              <th scope="col" className="bo-number">
                {t("stores.ready")}
              </th>
            </tr>
          </thead>
          <tbody>
            {stores.map((store) => (
              <tr key={store.code}>
                <td>
                  <Link to={href(`/admin/stores/${store.code}`)} aria-label={t("stores.open", { name: store.name })}>
                    {store.name}
                  </Link>
                </td>
                <td className="bo-number">{store.to_prepare}</td>
                <td className="bo-number">{store.ready}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
