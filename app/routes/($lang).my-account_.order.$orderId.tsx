import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { readIncrementId, UNDELIVERED_REASONS, type UndeliveredReason } from "../../commerce/contract/order";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressLines } from "~/components/address/address-card";
import { IssuedGiftCards } from "~/components/orders/issued-gift-cards";
import { cancelItemSchema, RATINGS, rateSchema, returnRequestSchema } from "~/components/orders/order-forms";
import { OrderReturns } from "~/components/orders/order-returns";
import { RETURN_INTENT, ReturnForm } from "~/components/orders/return-form";
import { useStatusLabels } from "~/components/orders/status-label";
import { Row } from "~/components/orders/tax-document";
import { InstalmentPlanSummary, usePaymentFeeLabel } from "~/components/payment/instalment-plan";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { RadioGroup } from "~/components/forms/radio-group";
import { TextareaField } from "~/components/forms/textarea-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orSignIn, privateNotFound, toSignIn } from "~/lib/account.server";
import { refuse, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { CommerceError, orUndefinedOn404 } from "~/lib/commerce.server";
import { formatDateTime, formatMoney } from "../../common/format";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { creditNotePath, invoicePath, orderListPath, orderPath } from "~/lib/order-paths";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { cancelOrderItem, getGuestOrder, getOrder, rateOrder, requestGuestReturn, requestReturn, type Order } from "~/models/orders.server";
import { shopperOf } from "~/lib/request-context.server";
import type { Shopper } from "~/lib/shopper.server";

/**
 * One order (SPEC §2 my-order): its lines with their status, totals, delivery address and method, payment,
 * shipments with their tax invoices, credit notes, returns and rating. Its customer may cancel a line until the
 * order is dispatched (a ticked "yes, cancel" box, so it asks first without JavaScript too), ask to return
 * delivered units within the window, and rate the order.
 *
 * The page is outside the account layout route: a guest opens it with the order's link (`?key=` from the
 * confirmation e-mail), reads it and may ask for a return without signing in. Without a key that opens it, a
 * guest signs in; a signed-in customer who opens someone else's order gets the 404 page.
 */

/**
 * The order the request may see: the signed-in customer's own, else the one the link's key opens (a guest's view,
 * also for a customer holding someone's link). Neither: a customer gets the 404 page, anyone else signs in.
 */
async function openOrder(shopper: Shopper, request: Request, orderId: string | undefined) {
  const { locale } = shopper;
  const incrementId = readIncrementId(orderId);
  const key = new URL(request.url).searchParams.get("key");
  const customer = shopper.customerAuth();
  const own = customer && incrementId ? await orSignIn(shopper, request, getOrder(locale, customer, incrementId).catch(orUndefinedOn404)) : undefined;
  if (own && customer) return { viewer: "customer" as const, order: own, customer };
  const shared = key && incrementId ? await getGuestOrder(locale, incrementId, key).catch(orUndefinedOn404) : undefined;
  if (shared && key) return { viewer: "guest" as const, order: shared, key };
  throw customer ? privateNotFound() : await toSignIn(shopper, request);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const { viewer, order } = await openOrder(shopper, request, params.orderId);
  const title = getI18n(shopper.locale).getFixedT(shopper.locale, "orders")("detail.title", { number: order.increment_id });
  return data({ title, viewer, order }, { headers: privatePageHeaders });
}

export const meta = accountPageMeta;
export const headers = accountPageHeaders;

const RATE_INTENT = "rate";
const cancelIntent = (itemId: number) => `cancel-${itemId}`;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const { locale } = shopper;
  // Only whoever may see the order may change it: anyone else gets the 404 page (or signs in), before any form is read.
  const opened = await openOrder(shopper, request, params.orderId);
  const { order } = opened;
  const form = await readForm(request, "order");
  const done = (message: "orders:cancel.done" | "orders:rate.done" | "orders:return.done") => {
    shopper.flash({ kind: "success", message });
    const page = localizePath(orderPath(order.increment_id), locale);
    return redirect(opened.viewer === "guest" ? `${page}?key=${encodeURIComponent(opened.key)}` : page, { status: 303 });
  };
  const intent = form.get("intent");
  if (intent === RETURN_INTENT) {
    const returnable = new Map(order.items.map((item) => [item.id, item.returnable_qty]));
    const submission = parseWithZod(form, { schema: returnRequestSchema(returnable) });
    if (submission.status !== "success") return refuse(shopper, RETURN_INTENT, submission);
    try {
      if (opened.viewer === "customer") await requestReturn(locale, opened.customer, order.increment_id, submission.value);
      else await requestGuestReturn(locale, order.increment_id, opened.key, submission.value);
    } catch (error) {
      return refuseWithCommerceError(shopper, request, RETURN_INTENT, submission, error);
    }
    return done("orders:return.done");
  }
  // Cancelling a line and rating are the customer's: a guest link only reads and asks for returns.
  if (opened.viewer !== "customer") throw await toSignIn(shopper, request);
  const { customer } = opened;
  switch (intent) {
    case "cancel": {
      const submission = parseWithZod(form, { schema: cancelItemSchema });
      const formIntent = cancelIntent(Number(form.get("itemId")));
      if (submission.status !== "success") return refuse(shopper, formIntent, submission);
      try {
        await cancelOrderItem(locale, customer, order.increment_id, submission.value.itemId);
      } catch (error) {
        if (error instanceof CommerceError && error.code === "order.notFound") throw privateNotFound();
        return refuseWithCommerceError(shopper, request, formIntent, submission, error);
      }
      return done("orders:cancel.done");
    }
    case RATE_INTENT: {
      const submission = parseWithZod(form, { schema: rateSchema });
      if (submission.status !== "success") return refuse(shopper, RATE_INTENT, submission);
      try {
        await rateOrder(locale, customer, order.increment_id, submission.value);
      } catch (error) {
        return refuseWithCommerceError(shopper, request, RATE_INTENT, submission, error);
      }
      return done("orders:rate.done");
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

export default function OrderPage() {
  const { viewer, order } = useLoaderData<typeof loader>();
  const page = <OrderDetail order={order} guest={viewer === "guest"} />;
  return viewer === "customer" ? <AccountLayout>{page}</AccountLayout> : <div className="container page">{page}</div>;
}

function OrderDetail({ order, guest }: { order: Order; guest: boolean }) {
  const { t } = useTranslation("orders");
  const { t: tPayment } = useTranslation("payment");
  const feeLabel = usePaymentFeeLabel();
  const locale = useLocale();
  const href = useLocalizedHref();
  const labels = useStatusLabels();
  const undeliveredReason = (reason: string) =>
    (UNDELIVERED_REASONS as readonly string[]).includes(reason) ? t(`undeliveredReasons.${reason as UndeliveredReason}`) : "";
  const money = (fils: number) => formatMoney(fils, locale);
  const cancellable = order.items.filter((item) => item.cancellable);
  const returnable = order.items.filter((item) => item.returnable_qty > 0);
  const { totals } = order;
  return (
    <>
      <h1>{t("detail.heading", { number: order.increment_id })}</h1>
      {guest ? <p className="order-notice">{t("detail.guestNote")}</p> : null}
      <dl className="order-facts">
        <div>
          <dt>{t("detail.placed")}</dt>
          <dd dir="ltr">{formatDateTime(order.created_at)}</dd>
        </div>
        <div>
          <dt>{t("detail.status")}</dt>
          <dd>{labels.order(order.status)}</dd>
        </div>
      </dl>

      <section aria-labelledby="order-items">
        <h2 id="order-items">{t("detail.itemsHeading")}</h2>
        <table className="order-table">
          <thead>
            <tr>
              <th scope="col">{t("detail.product")}</th>
              <th scope="col">{t("detail.qty")}</th>
              <th scope="col" className="order-table__amount">
                {t("detail.price")}
              </th>
              <th scope="col" className="order-table__amount">
                {t("detail.rowTotal")}
              </th>
              <th scope="col">{t("detail.lineStatus")}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className={item.status === "cancelled" ? "order-table__row--cancelled" : undefined}>
                <th scope="row">
                  {item.name}
                  <span className="order-table__sku">{t("detail.sku", { sku: item.sku })}</span>
                </th>
                <td>{item.qty}</td>
                <td className="order-table__amount">{money(item.price_incl_tax)}</td>
                <td className="order-table__amount">{money(item.row_total_incl_tax)}</td>
                <td>{item.status === "cancelled" ? t("detail.lineCancelled") : t("detail.lineOrdered")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <IssuedGiftCards items={order.items} />
      {order.licence_keys.length > 0 ? <LicenceKeys keys={order.licence_keys} /> : null}

      <section aria-labelledby="order-totals" className="order-section">
        <h2 id="order-totals">{t("detail.totalsHeading")}</h2>
        <dl className="order-totals">
          <Row label={t("detail.subtotal")} value={money(totals.subtotal_incl_tax)} />
          {totals.discount > 0 ? <Row label={t("detail.discount")} value={money(-totals.discount)} /> : null}
          <Row label={t("detail.shipping")} value={money(totals.shipping_incl_tax)} />
          {totals.gift_wrap_incl_tax > 0 ? <Row label={t("detail.giftWrap")} value={money(totals.gift_wrap_incl_tax)} /> : null}
          {totals.payment_fee_incl_tax > 0 ? <Row label={feeLabel(order.payment.method)} value={money(totals.payment_fee_incl_tax)} /> : null}
          {totals.gift_cards > 0 ? <Row label={t("detail.giftCards")} value={money(-totals.gift_cards)} /> : null}
          <Row label={t("detail.grandTotal")} value={money(totals.grand_total)} grand />
          <Row label={t("detail.vat")} value={money(totals.tax)} />
        </dl>
      </section>

      <div className="order-columns">
        {order.shipping_address ? (
          <section aria-labelledby="order-address" className="order-section">
            <h2 id="order-address">{t("detail.addressHeading")}</h2>
            <p className="address-card__name">{order.shipping_address.full_name}</p>
            <AddressLines address={order.shipping_address} />
          </section>
        ) : null}
        {order.pickup_store ? (
          <section aria-labelledby="order-pickup" className="order-section">
            <h2 id="order-pickup">{t("detail.pickupHeading")}</h2>
            <p className="address-card__name">{order.pickup_store.name}</p>
            <p>{order.pickup_store.address}</p>
          </section>
        ) : null}
        <section aria-labelledby="order-payment" className="order-section">
          <h2 id="order-payment">{t("detail.paymentHeading")}</h2>
          <dl className="order-facts">
            <div>
              <dt>{t("detail.deliveryMethod")}</dt>
              <dd>{t(`shippingMethods.${order.shipping_method}`, { defaultValue: order.shipping_method })}</dd>
            </div>
            <div>
              <dt>{t("detail.paymentMethod")}</dt>
              <dd>{t(`paymentMethods.${order.payment.method}`, { defaultValue: order.payment.method })}</dd>
            </div>
            {order.payment.instalment ? (
              <div>
                <dt>{tPayment("plan.heading")}</dt>
                <dd>
                  <InstalmentPlanSummary plan={order.payment.instalment} />
                </dd>
              </div>
            ) : null}
            {order.payment.card ? (
              <div>
                <dt>{t("detail.card")}</dt>
                <dd>
                  {order.payment.card.brand} <span dir="ltr">{order.payment.card.masked}</span>
                </dd>
              </div>
            ) : null}
          </dl>
          {order.payment.refunds.length + order.payment.gift_card_returns.length > 0 ? (
            <>
              <h3>{t("detail.refundsHeading")}</h3>
              <ul className="order-documents">
                {order.payment.refunds.map((refund, index) => (
                  <li key={`refund-${index}`}>
                    {t(refund.status === "succeeded" ? "detail.refunded" : "detail.refundPending", { amount: money(refund.amount) })}{" "}
                    <span dir="ltr">{formatDateTime(refund.refunded_at ?? refund.created_at)}</span>
                  </li>
                ))}
                {order.payment.gift_card_returns.map((back, index) => (
                  <li key={`gift-card-${index}`}>
                    {t("detail.giftCardReturn", { amount: money(back.amount) })} <span dir="ltr">{formatDateTime(back.created_at)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="order-shipments" className="order-section">
        <h2 id="order-shipments">{t("detail.shipmentsHeading")}</h2>
        {order.shipments.length === 0 ? (
          <p>{t("detail.noShipments")}</p>
        ) : (
          <ul className="order-documents">
            {order.shipments.map((shipment) => (
              <li key={shipment.shipment_no}>
                {t("detail.shipment", { number: shipment.shipment_no })}: {labels.shipment(shipment.status)}
                {shipment.invoice_no !== null && !guest ? (
                  <>
                    {" · "}
                    <Link to={href(invoicePath(shipment.invoice_no, shipment.shipment_no))}>{t("detail.invoice", { number: shipment.invoice_no })}</Link>
                  </>
                ) : null}
                {shipment.carrier && shipment.tracking_number ? (
                  <p>{t("detail.tracking", { carrier: shipment.carrier, number: shipment.tracking_number })}</p>
                ) : null}
                <ol className="order-timeline" aria-label={t("detail.timeline", { number: shipment.shipment_no })}>
                  {shipment.events.map((event) => (
                    <li key={`${event.status}-${event.at}`}>
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time> {labels.shipment(event.status)}
                      {event.status === "UnDelivered" && event.note ? `: ${undeliveredReason(event.note)}` : null}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
        {order.credit_notes.length > 0 && !guest ? (
          <>
            <h3>{t("detail.creditNotesHeading")}</h3>
            <ul className="order-documents">
              {order.credit_notes.map((note) => (
                <li key={note.credit_no}>
                  <Link to={href(creditNotePath(note.credit_no))}>{t("detail.creditNote", { number: note.credit_no })}</Link>{" "}
                  <span dir="ltr">{formatDateTime(note.issued_at)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {cancellable.length > 0 ? (
        <section aria-labelledby="order-cancel" className="order-section">
          <h2 id="order-cancel">{t("cancel.heading")}</h2>
          <p>{t("cancel.intro")}</p>
          {cancellable.map((item) => (
            <CancelItemForm key={item.id} itemId={item.id} name={item.name} />
          ))}
        </section>
      ) : null}

      {order.returns.length > 0 ? <OrderReturns returns={order.returns} guest={guest} /> : null}

      {returnable.length > 0 ? <ReturnForm lines={returnable} /> : null}

      {order.can_rate ? <RateForm rating={order.rating} /> : null}

      {guest ? null : (
        <p>
          <Link to={href(orderListPath(false))}>{t("detail.backToOrders")}</Link>
        </p>
      )}
    </>
  );
}

/** The software's licence keys, for the order's owner; a returned key no longer activates anything. */
function LicenceKeys({ keys }: { keys: Order["licence_keys"] }) {
  const { t } = useTranslation("orders");
  return (
    <section aria-labelledby="order-keys" className="order-section">
      <h2 id="order-keys">{t("keys.heading")}</h2>
      <p>{t("keys.note")}</p>
      <dl className="order-keys">
        {keys.map((key) => (
          <div key={key.key}>
            <dt>{key.name}</dt>
            <dd>
              <code dir="ltr">{key.key}</code>
              {key.returned ? ` ${t("keys.returned")}` : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CancelItemForm({ itemId, name }: { itemId: number; name: string }) {
  const { t } = useTranslation("orders");
  const intent = cancelIntent(itemId);
  const [form, fields] = useForm<z.input<typeof cancelItemSchema>>({ id: `cancel-${itemId}`, lastResult: usePageFormResult(intent) });
  const message = useAccountMessage();
  return (
    <Form method="post" {...getFormProps(form)} className="order-cancel">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="itemId" value={itemId} />
      <CheckboxField {...conformCheckbox(fields.confirm, message)} label={t("cancel.confirm", { name })} required />
      <button type="submit" name="intent" value="cancel" className="button button--secondary">
        {t("cancel.submit")}
      </button>
    </Form>
  );
}

function RateForm({ rating }: { rating: Order["rating"] }) {
  const { t } = useTranslation("orders");
  const message = useAccountMessage();
  const [form, fields] = useForm<z.input<typeof rateSchema>>({
    id: "rate-form",
    lastResult: usePageFormResult(RATE_INTENT),
    defaultValue: { rating: rating ? String(rating.rating) : undefined, comment: rating?.comment ?? "" },
  });
  return (
    <section aria-labelledby="order-rate" className="order-section">
      <h2 id="order-rate">{t("rate.heading")}</h2>
      {rating ? <p>{t("rate.current", { rating: rating.rating })}</p> : null}
      <Form method="post" {...getFormProps(form)} className="account-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <RadioGroup
          {...conformField(fields.rating, message)}
          label={t("rate.stars")}
          options={RATINGS.map((value) => ({ value: String(value), label: t(`rate.star${value}`) }))}
          required
          className="rating-field"
          optionClassName="rating-field__option"
        />
        <TextareaField {...conformField(fields.comment, message)} label={t("rate.comment")} hint={t("rate.commentHint")} maxLength={100} />
        <button type="submit" name="intent" value={RATE_INTENT} className="button button--primary">
          {t("rate.submit")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
