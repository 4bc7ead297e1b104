import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "../../common/format";
import { ORDER_STATUSES } from "../../commerce/contract/order";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { useStatusLabels } from "~/components/orders/status-label";
import { pageOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { orderFilterOf, orderFilterQuery } from "~/lib/order-filter";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { findOrders, orderFilterChoices } from "~/models/back-office-orders.server";

/** The orders (decision 040): a GET form of filters, newest first, 50 a page, and the same list as CSV. */

const PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const filter = orderFilterOf(url);
    const page = pageOf(url);
    const [orders, choices] = await Promise.all([findOrders(locale, staff, filter, page, PAGE_SIZE), orderFilterChoices(locale, staff)]);
    return { title: getI18n(locale).getFixedT(locale, "admin")("orders.title"), filter, page, orders, choices };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Orders() {
  const { filter, page, orders, choices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const labels = useStatusLabels();
  const href = useLocalizedHref();
  const locale = useLocale();
  const paymentName = (code: string) => tOrders(`paymentMethods.${code}` as "paymentMethods.free", { defaultValue: code });
  const deliveryName = (code: string) => tOrders(`shippingMethods.${code}` as "shippingMethods.standard", { defaultValue: code });
  const any = <option value="">{t("orders.any")}</option>;
  return (
    <section className="bo-page" aria-labelledby="orders-heading">
      <h1 id="orders-heading">{t("orders.heading")}</h1>
      <Form method="get" className="bo-panel bo-filters" aria-label={t("orders.filters")}>
        <TextField id="orders-q" name="q" label={t("orders.search")} autoComplete="off" defaultValue={filter.q} />
        <SelectField id="orders-status" name="status" label={t("orders.status")} defaultValue={filter.status ?? ""}>
          {any}
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labels.order(status)}
            </option>
          ))}
        </SelectField>
        <SelectField id="orders-payment" name="payment" label={t("orders.payment")} defaultValue={filter.payment ?? ""}>
          {any}
          {choices.payments.map((code) => (
            <option key={code} value={code}>
              {paymentName(code)}
            </option>
          ))}
        </SelectField>
        <SelectField id="orders-delivery" name="delivery" label={t("orders.delivery")} defaultValue={filter.delivery ?? ""}>
          {any}
          {choices.deliveries.map((code) => (
            <option key={code} value={code}>
              {deliveryName(code)}
            </option>
          ))}
        </SelectField>
        <SelectField id="orders-store" name="store" label={t("orders.store")} defaultValue={filter.store ?? ""}>
          {any}
          {choices.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="orders-emirate" name="emirate" label={t("orders.emirate")} defaultValue={filter.emirate ?? ""}>
          {any}
          {choices.emirates.map((emirate) => (
            <option key={emirate.id} value={emirate.id}>
              {emirate.name}
            </option>
          ))}
        </SelectField>
        <TextField id="orders-from" name="from" label={t("orders.from")} type="date" autoComplete="off" defaultValue={filter.from} />
        <TextField id="orders-to" name="to" label={t("orders.to")} type="date" autoComplete="off" defaultValue={filter.to} />
        <button type="submit" className="button button--primary">
          {t("orders.apply")}
        </button>
        <Link to={href("/admin/orders")}>{t("orders.reset")}</Link>
      </Form>
      <p role="status">
        {t("orders.total", { count: orders.total })}{" "}
        {orders.total > 0 ? (
          <a href={href(`/admin/orders/export?${orderFilterQuery(filter)}`)} download>
            {t("orders.export")}
          </a>
        ) : null}
      </p>
      {orders.items.length === 0 ? (
        <p className="bo-panel">{t("orders.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.placed")}</th>
                <th scope="col">{t("orders.customer")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.payment")}</th>
                <th scope="col">{t("orders.delivery")}</th>
                <th scope="col">{t("orders.shipments")}</th>
                <th scope="col" className="bo-number">
                  {t("orders.grandTotal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr key={order.increment_id}>
                  <td>
                    <Link to={href(`/admin/orders/${order.increment_id}`)} aria-label={t("orders.open", { number: order.increment_id })}>
                      {order.increment_id}
                    </Link>
                  </td>
                  <td dir="ltr">{formatDateTime(order.created_at)}</td>
                  <td>
                    {order.customer_name}
                    <br />
                    <span dir="ltr">{order.email}</span>
                  </td>
                  <td>{labels.order(order.status)}</td>
                  <td>{paymentName(order.payment_method)}</td>
                  <td>
                    {deliveryName(order.shipping_method)}
                    {order.pickup_store ? ` · ${order.pickup_store}` : order.emirate ? ` · ${order.emirate}` : null}
                  </td>
                  <td>{order.shipments.map(labels.shipment).join(", ")}</td>
                  <td className="bo-number">{formatMoney(order.grand_total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={orders.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
