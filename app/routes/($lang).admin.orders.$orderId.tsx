import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime, formatMoney } from "../../common/format";
import { readIncrementId, SHIPMENT_MOVES, type ShipmentMoveAction } from "../../commerce/contract/order";
import { IssuedGiftCards } from "~/components/orders/issued-gift-cards";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { cancelLinesSchema, collectSchema, dispatchSchema, failDeliverySchema, noteSchema, plainMoveSchema, splitSchema } from "~/components/admin/admin-forms";
import { moveIntent, ShipmentPanel } from "~/components/admin/shipment-panel";
import { useStaffMay } from "~/components/admin/use-staff";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { AddressLines } from "~/components/address/address-card";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useStatusLabels } from "~/components/orders/status-label";
import { Row } from "~/components/orders/tax-document";
import { InstalmentPlanSummary, usePaymentFeeLabel } from "~/components/payment/instalment-plan";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { addOrderNote, cancelForShopper, moveShipment, splitShipment, staffOrderDetail, type StaffOrder } from "~/models/back-office-orders.server";

/**
 * One order as staff see it (decision 040): the customer and the delivery, the lines and totals, the payments with
 * the provider's references, the shipments with their tax invoices, the credit notes, internal notes, and every
 * staff action on it.
 */

const NOTE = "order-note";
const CANCEL = "order-cancel";

function incrementIdOf(params: LoaderFunctionArgs["params"]): string {
  const id = readIncrementId(params.orderId);
  if (id === null) throw new Response(null, { status: 404, statusText: "Not Found" });
  return id;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const incrementId = incrementIdOf(params);
  return asStaff(request, context, async (staff, locale) => {
    const order = await staffOrderDetail(locale, staff, incrementId);
    return { title: getI18n(locale).getFixedT(locale, "admin")("order.title", { number: incrementId }), order };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const incrementId = incrementIdOf(params);
  const formData = await readForm(request, "staff-order");
  const locale = localeOf(context);
  const done = (message: "admin:order.noteAdded" | "admin:order.cancelled" | "admin:fulfilment.splitDone" | "admin:fulfilment.moved") => {
    shopperOf(context).flash({ kind: "success", message });
    return redirect(localizePath(`/admin/orders/${incrementId}`, locale), { status: 303 });
  };
  const shipment = String(formData.get("shipmentNo") ?? "");

  if (formData.has("note")) {
    const submission = parseWithZod(formData, { schema: noteSchema });
    if (submission.status !== "success") return refuseForm(NOTE, submission);
    try {
      await asStaff(request, context, (staff) => addOrderNote(locale, staff, incrementId, submission.value.note));
    } catch (error) {
      return refuseWithCommerceError(request, context, NOTE, submission, error);
    }
    return done("admin:order.noteAdded");
  }

  if (formData.get("intent") === "cancel") {
    const submission = parseWithZod(formData, { schema: cancelLinesSchema });
    if (submission.status !== "success") return refuseForm(CANCEL, submission);
    try {
      await asStaff(request, context, (staff) => cancelForShopper(locale, staff, incrementId, submission.value.itemIds, submission.value.reason));
    } catch (error) {
      return refuseWithCommerceError(request, context, CANCEL, submission, error);
    }
    return done("admin:order.cancelled");
  }

  if (formData.get("intent") === "split") {
    const intent = moveIntent(shipment, "split");
    const submission = parseWithZod(formData, { schema: splitSchema });
    if (submission.status !== "success") return refuseForm(intent, submission);
    try {
      await asStaff(request, context, (staff) => splitShipment(locale, staff, submission.value.shipmentNo, submission.value.itemIds));
    } catch (error) {
      return refuseWithCommerceError(request, context, intent, submission, error);
    }
    return done("admin:fulfilment.splitDone");
  }

  const action = String(formData.get("action") ?? "");
  const schema = MOVE_SCHEMAS[action as keyof typeof MOVE_SCHEMAS] ?? plainMoveSchema;
  const submission = parseWithZod(formData, { schema });
  const intent = moveIntent(shipment, (SHIPMENT_MOVES as readonly string[]).includes(action) ? (action as ShipmentMoveAction) : "process");
  if (submission.status !== "success") return refuseForm(intent, submission);
  const { shipmentNo, ...move } = submission.value;
  try {
    await asStaff(request, context, (staff) => moveShipment(locale, staff, shipmentNo, move));
  } catch (error) {
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  return done("admin:fulfilment.moved");
}

/** The moves that take more than their button, by the button's `action`. */
const MOVE_SCHEMAS = { dispatch: dispatchSchema, failDelivery: failDeliverySchema, collect: collectSchema } as const;

export default function StaffOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const { t: tPayment } = useTranslation("payment");
  const feeLabel = usePaymentFeeLabel();
  const labels = useStatusLabels();
  const href = useLocalizedHref();
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  const may = useStaffMay();
  return (
    <article className="bo-page" aria-labelledby="order-heading">
      <p className="bo-no-print">
        <Link to={href("/admin/orders")}>{t("order.backToOrders")}</Link>
      </p>
      <h1 id="order-heading">{t("order.heading", { number: order.increment_id })}</h1>
      <div className="bo-panel">
        <h2>{t("order.summary")}</h2>
        <dl className="order-totals">
          <Row label={t("order.status")} value={labels.order(order.status)} />
          <Row label={t("order.placed")} value={formatDateTime(order.created_at)} />
        </dl>
      </div>
      <div className="bo-panel">
        <h2>{t("order.customerHeading")}</h2>
        <p>
          {order.customer_name}
          <br />
          <span dir="ltr">{order.email}</span>
          <br />
          <span dir="ltr">{order.mobile}</span>
        </p>
        <p>{order.customer_id === null ? t("order.guest") : t("order.account", { id: order.customer_id })}</p>
      </div>
      <Delivery order={order} />
      <div className="bo-panel">
        <h2>{t("order.linesHeading")}</h2>
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("order.product")}</th>
                <th scope="col" className="bo-number">
                  {t("order.qty")}
                </th>
                <th scope="col" className="bo-number">
                  {t("order.price")}
                </th>
                <th scope="col" className="bo-number">
                  {t("order.rowTotal")}
                </th>
                <th scope="col">{t("order.lineStatus")}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.name}
                    <br />
                    <span dir="ltr">{item.sku}</span>
                  </td>
                  <td className="bo-number">{item.qty}</td>
                  <td className="bo-number">{money(item.price_incl_tax)}</td>
                  <td className="bo-number">{money(item.row_total_incl_tax)}</td>
                  <td>{item.status === "cancelled" ? tOrders("detail.lineCancelled") : tOrders("detail.lineOrdered")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <IssuedGiftCards items={order.items} />
        <h3>{t("order.totalsHeading")}</h3>
        <dl className="order-totals">
          <Row label={tOrders("detail.subtotal")} value={money(order.totals.subtotal_incl_tax)} />
          {order.totals.discount !== 0 ? <Row label={tOrders("detail.discount")} value={money(-Math.abs(order.totals.discount))} /> : null}
          <Row label={tOrders("detail.shipping")} value={money(order.totals.shipping_incl_tax)} />
          {order.totals.gift_wrap_incl_tax > 0 ? <Row label={tOrders("detail.giftWrap")} value={money(order.totals.gift_wrap_incl_tax)} /> : null}
          {order.totals.payment_fee_incl_tax > 0 ? <Row label={feeLabel(order.payment.method)} value={money(order.totals.payment_fee_incl_tax)} /> : null}
          {order.totals.gift_cards > 0 ? <Row label={tOrders("detail.giftCards")} value={money(-order.totals.gift_cards)} /> : null}
          <Row label={tOrders("detail.vat")} value={money(order.totals.tax)} />
          <Row label={tOrders("detail.grandTotal")} value={money(order.totals.grand_total)} grand />
        </dl>
      </div>
      <div className="bo-panel">
        <h2>{t("order.paymentsHeading")}</h2>
        {order.payment.instalment ? (
          <p>
            {tPayment("plan.heading")}: <InstalmentPlanSummary plan={order.payment.instalment} />
          </p>
        ) : null}
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("order.provider")}</th>
                <th scope="col">{t("order.reference")}</th>
                <th scope="col">{t("order.providerReference")}</th>
                <th scope="col">{t("order.paymentStatus")}</th>
                <th scope="col" className="bo-number">
                  {t("order.amount")}
                </th>
                <th scope="col">{t("order.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.reference}>
                  <td>
                    {tOrders(`paymentMethods.${payment.provider}` as "paymentMethods.free", { defaultValue: payment.provider })}
                    {payment.card_brand && payment.card_last4 ? ` · ${payment.card_brand} ${payment.card_last4}` : null}
                  </td>
                  <td dir="ltr">{payment.reference}</td>
                  <td dir="ltr">{payment.provider_reference ?? ""}</td>
                  <td>{t(`order.paymentStatuses.${payment.status as "captured"}`, { defaultValue: payment.status })}</td>
                  <td className="bo-number">{money(payment.amount)}</td>
                  <td dir="ltr">{formatDateTime(payment.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {order.fulfilment.map((shipment) => (
        <ShipmentPanel key={shipment.shipment_no} shipment={shipment} fulfils={may("orders.fulfil")} />
      ))}
      <div className="bo-panel">
        <h2>{t("order.shipmentsHeading")}</h2>
        <ul>
          {order.shipments.map((shipment) => (
            <li key={shipment.shipment_no}>
              {t("order.shipment")} <span dir="ltr">{shipment.shipment_no}</span>
              {shipment.invoice_no !== null ? ` · ${t("order.invoice")} ${shipment.invoice_no}` : null}
            </li>
          ))}
        </ul>
        {order.credit_notes.length > 0 ? (
          <>
            <h3>{t("order.creditNotesHeading")}</h3>
            <ul>
              {order.credit_notes.map((note) => (
                <li key={note.credit_no}>
                  {t("order.creditNote")} {note.credit_no} · {t("order.forLine")} {order.items.find((item) => item.id === note.order_item_id)?.name} (
                  <span dir="ltr">{formatDateTime(note.issued_at)}</span>)
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <MoneyBack order={order} />
      {order.returns.length > 0 ? <OrderReturns order={order} /> : null}
      {may("orders.cancel") && order.items.some((item) => item.status === "ordered") ? <CancelLines order={order} /> : null}
      <Notes order={order} writes={may("orders.note")} />
      <div className="bo-panel">
        <h2>{t("order.historyHeading")}</h2>
        {order.staff_actions.length === 0 ? (
          <p>{t("order.noHistory")}</p>
        ) : (
          <ul>
            {order.staff_actions.map((entry) => (
              <li key={entry.id}>
                <span dir="ltr">{formatDateTime(entry.at)}</span> · <span dir="ltr">{entry.actor}</span> · <span dir="ltr">{entry.action}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

function Delivery({ order }: { order: StaffOrder }) {
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const address = order.shipping_address;
  return (
    <div className="bo-panel">
      <h2>{t("order.deliveryHeading")}</h2>
      <p>
        {t("order.method")}: {tOrders(`shippingMethods.${order.shipping_method}` as "shippingMethods.standard", { defaultValue: order.shipping_method })}
      </p>
      {address?.pickup_store ? (
        <p>
          {t("order.pickupStore")}: {address.pickup_store.name}, {address.pickup_store.address}
        </p>
      ) : address?.building ? (
        <AddressLines
          address={{
            flat: address.flat ?? "",
            building: address.building,
            area: address.area ?? "",
            landmark: address.landmark ?? "",
            city_name: address.city_name ?? "",
            emirate_name: address.emirate_name ?? "",
            mobile: address.mobile ?? "",
            makani: null,
          }}
        />
      ) : null}
      {order.delivery.vehicle_model ? (
        <p>
          {t("order.vehicle")}: {order.delivery.vehicle_model} <span dir="ltr">{order.delivery.vehicle_number}</span>
        </p>
      ) : null}
      {order.delivery.gift_message ? (
        <p>
          {t("order.giftMessage")}: {order.delivery.gift_message}
        </p>
      ) : null}
      {order.delivery.gift_sender ? (
        <p>
          {t("order.giftSender")}: {order.delivery.gift_sender}
        </p>
      ) : null}
      {order.delivery.gift_receiver ? (
        <p>
          {t("order.giftReceiver")}: {order.delivery.gift_receiver}
        </p>
      ) : null}
    </div>
  );
}

function MoneyBack({ order }: { order: StaffOrder }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  const nothing = order.refunds.length === 0 && order.gift_card_returns.length === 0;
  return (
    <div className="bo-panel">
      <h2>{t("order.moneyHeading")}</h2>
      {nothing ? (
        <p>{t("order.noMoneyBack")}</p>
      ) : (
        <ul>
          {order.refunds.map((refund) => (
            <li key={`refund-${refund.id}`}>
              <span dir="ltr">{formatDateTime(refund.updated_at)}</span> ·{" "}
              {t("order.refund", { amount: money(refund.amount), status: t(`order.refundStatuses.${refund.status}`) })}
              {refund.provider_reference ? (
                <>
                  {" "}
                  <span dir="ltr">({refund.provider_reference})</span>
                </>
              ) : null}
            </li>
          ))}
          {order.gift_card_returns.map((share) => (
            <li key={`card-${share.code}-${share.order_item_id}`}>
              <span dir="ltr">{formatDateTime(share.created_at)}</span> · {t("order.giftCardReturn", { amount: money(share.amount), last: share.code.slice(-4) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CancelLines({ order }: { order: StaffOrder }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof cancelLinesSchema>>({ id: "cancel-form", lastResult: usePageFormResult(CANCEL) });
  return (
    <div className="bo-panel bo-no-print">
      <h2>{t("order.cancelHeading")}</h2>
      <p>{t("order.cancelIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={fields.itemIds.errors ? fields.itemIds.errorId : undefined}>
          <legend>{t("order.linesHeading")}</legend>
          <AdminFormErrors id={fields.itemIds.errorId} errors={fields.itemIds.errors} />
          {order.items
            .filter((item) => item.status === "ordered")
            .map((item) => (
              <CheckboxField key={item.id} id={`cancel-${item.id}`} name="itemIds" value={String(item.id)} label={t("order.cancelLine", { name: item.name, qty: item.qty })} />
            ))}
        </fieldset>
        <TextField {...conformField(fields.reason, message)} label={t("order.cancelReason")} autoComplete="off" />
        <button type="submit" name="intent" value="cancel" className="button button--secondary">
          {t("order.cancelSubmit")}
        </button>
      </Form>
    </div>
  );
}

function Notes({ order, writes }: { order: StaffOrder; writes: boolean }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof noteSchema>>({ id: "note-form", lastResult: usePageFormResult(NOTE) });
  return (
    <div className="bo-panel">
      <h2>{t("order.notesHeading")}</h2>
      <p>{t("order.notesIntro")}</p>
      {order.notes.length === 0 ? (
        <p>{t("order.noNotes")}</p>
      ) : (
        <ul>
          {order.notes.map((note) => (
            <li key={note.id}>
              <span dir="ltr">{formatDateTime(note.created_at)}</span> · {note.author}: {note.body}
            </li>
          ))}
        </ul>
      )}
      {writes ? (
        <Form method="post" {...getFormProps(form)} className="account-form bo-no-print">
          <AdminFormErrors id={form.errorId} errors={form.errors} />
          <TextareaField {...conformField(fields.note, message)} label={t("order.note")} rows={3} />
          <button type="submit" className="button button--secondary">
            {t("order.addNote")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}

/** The order's returns and where each stands; the returns page decides them. */
function OrderReturns({ order }: { order: StaffOrder }) {
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const href = useLocalizedHref();
  return (
    <div className="bo-panel">
      <h2>{t("returns.heading")}</h2>
      <ul>
        {order.returns.map((returned) => (
          <li key={returned.id}>
            <Link to={href(`/admin/returns?status=${returned.status}#return-${returned.id}`)}>
              {t("returns.returnOf", { number: returned.id, order: order.increment_id })}
            </Link>
            : {tOrders(`returnStatus.${returned.status}`)}
            <ul>
              {returned.items.map((line) => (
                <li key={line.item_id}>{tOrders("returns.line", { qty: line.qty, name: line.name, reason: tOrders(`returnReasons.${line.reason}`) })}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
