import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/listing/pagination";
import { formatDateTime, formatMoney, formatNumber } from "../../../common/format";
import { pageCount } from "~/lib/listing-query";
import { orderListPath, orderPath } from "~/lib/order-paths";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { OrderPage } from "~/models/orders.server";
import { useStatusLabels } from "./status-label";

/**
 * One of the two order lists (open orders, Archived Orders): number, date, status, total and item count of
 * each order with a link to it, newest first, pages of 20 by plain links, and the way to the other list.
 */
export function OrderList({ orders, archived }: { orders: OrderPage; archived: boolean }) {
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const href = useLocalizedHref();
  const labels = useStatusLabels();
  const other = archived ? (
    <Link to={href(orderListPath(false))}>{t("list.toOpen")}</Link>
  ) : (
    <Link to={href(orderListPath(true))}>{t("list.toArchived")}</Link>
  );
  return (
    <>
      <h1>{t(archived ? "list.archivedHeading" : "list.heading")}</h1>
      <p>{t(archived ? "list.archivedIntro" : "list.intro")}</p>
      {orders.total_count === 0 ? (
        <>
          <p>{t(archived ? "list.archivedEmpty" : "list.empty")}</p>
          <p className="order-list__links">
            <Link to={href("/")} className="button button--primary">
              {t("list.browse")}
            </Link>
            {other}
          </p>
        </>
      ) : (
        <>
          <p className="order-list__links">
            <span>{t("list.count", { count: orders.total_count })}</span>
            {other}
          </p>
          <table className="order-table">
            <caption className="visually-hidden">{t("list.listHeading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("list.number")}</th>
                <th scope="col">{t("list.date")}</th>
                <th scope="col">{t("list.status")}</th>
                <th scope="col">{t("list.items")}</th>
                <th scope="col" className="order-table__amount">
                  {t("list.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr key={order.increment_id}>
                  <th scope="row">
                    <Link to={href(orderPath(order.increment_id))} aria-label={t("list.view", { number: order.increment_id })}>
                      {order.increment_id}
                    </Link>
                  </th>
                  <td dir="ltr" className="order-table__date">
                    {formatDateTime(order.created_at)}
                  </td>
                  <td>
                    {labels.order(order.status)}
                    {order.shipment_status && order.status === "confirmed" ? ` · ${labels.shipment(order.shipment_status)}` : null}
                  </td>
                  <td>{formatNumber(order.items_qty, locale)}</td>
                  <td className="order-table__amount">{formatMoney(order.grand_total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={orders.current_page} pageCount={pageCount(orders.total_count, orders.page_size)} hrefOf={(page) => href(orderListPath(archived, page))} />
        </>
      )}
    </>
  );
}
