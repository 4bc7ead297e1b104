import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { roleMay } from "../../commerce/contract/staff";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { readPickLists, readStoreVisits, type PickLists } from "~/models/back-office-service.server";
import { currentStaff } from "~/models/staff.server";

/**
 * One store's pick lists (what to prepare, what waits for collection, with each line's SKU and quantity), printable
 * as they are, and the visits booked there (operations).
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  return asStaff(request, context, async (staff, locale) => {
    const [lists, member] = await Promise.all([readPickLists(locale, staff, code), currentStaff(locale, staff)]);
    const visits = roleMay(member.role, "visits.manage") ? await readStoreVisits(locale, staff, code) : null;
    return { title: getI18n(locale).getFixedT(locale, "admin")("stores.pickTitle", { name: lists.store.name }), lists, visits };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function StorePage() {
  const { lists, visits } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <article className="bo-page" aria-labelledby="store-heading">
      <p className="bo-no-print">
        <Link to={href("/admin/stores")}>{t("stores.back")}</Link>
      </p>
      <h1 id="store-heading">{t("stores.pickTitle", { name: lists.store.name })}</h1>
      <p className="bo-no-print">{t("stores.print")}</p>
      <PickListSection heading={t("stores.toPrepareHeading")} lists={lists.to_prepare} />
      <PickListSection heading={t("stores.readyHeading")} lists={lists.ready} />
      {visits ? (
        <section className="bo-panel" aria-labelledby="visits-heading">
          <h2 id="visits-heading">{t("stores.visitsHeading")}</h2>
          {visits.items.length === 0 ? (
            <p>{t("stores.noVisits")}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t("stores.when")}</th>
                    <th scope="col">{t("stores.visitor")}</th>
                    <th scope="col">{t("stores.comment")}</th>
                  </tr>
                </thead>
                <tbody>
                  {visits.items.map((visit) => (
                    <tr key={`${visit.date}-${visit.slot}-${visit.email}`}>
                      <td dir="ltr">
                        {visit.date} {visit.slot}
                      </td>
                      <td>
                        {visit.full_name} · <span dir="ltr">{visit.mobile}</span>
                      </td>
                      <td>{visit.comment}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </article>
  );
}

function PickListSection({ heading, lists }: { heading: string; lists: PickLists["to_prepare"] }) {
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-panel" aria-label={heading}>
      <h2>{heading}</h2>
      {lists.length === 0 ? (
        <p>{t("stores.none")}</p>
      ) : (
        lists.map((list) => (
          <div key={list.shipment_no}>
            <h3>
              <Link to={href(`/admin/orders/${list.increment_id}`)}>{t("stores.order", { number: list.increment_id, shipment: list.shipment_no })}</Link>
            </h3>
            <p>{t("stores.customer", { name: list.customer_name, mobile: list.mobile })}</p>
            <ul>
              {list.lines.map((line) => (
                <li key={line.sku}>
                  {line.qty} × {line.name} <span dir="ltr">({line.sku})</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
