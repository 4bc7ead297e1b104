import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime } from "../../../common/format";
import { UNDELIVERED_REASONS, type ShipmentMoveAction, type UndeliveredReason } from "../../../commerce/contract/order";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { collectSchema, dispatchSchema, failDeliverySchema, PLAIN_MOVES, plainMoveSchema, splitSchema } from "~/components/admin/admin-forms";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { useStatusLabels } from "~/components/orders/status-label";
import type { StaffOrder } from "~/models/back-office-orders.server";

/**
 * One shipment on the back office's order page (docs/order-api.md "Fulfilment"): its lines, its timeline, and a
 * form for each move the state machine allows from where it stands, then splitting lines off. Each form is a page
 * form (decision 008): refused, its errors show next to its fields and what was typed stays.
 */

type Shipment = StaffOrder["fulfilment"][number];

/** The key of one form's reply: which shipment, which form. */
export const moveIntent = (shipmentNo: string, action: ShipmentMoveAction | "split") => `${action}:${shipmentNo}`;

/** `fulfils`: the staff member's role may move shipments; others read them only. */
export function ShipmentPanel({ shipment, fulfils }: { shipment: Shipment; fulfils: boolean }) {
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const labels = useStatusLabels();
  const reasonText = (reason: string | null) =>
    reason && (UNDELIVERED_REASONS as readonly string[]).includes(reason) ? tOrders(`undeliveredReasons.${reason as UndeliveredReason}`) : "";
  return (
    <section className="bo-panel" aria-labelledby={`shipment-${shipment.shipment_no}`}>
      <h2 id={`shipment-${shipment.shipment_no}`}>
        {t("fulfilment.heading", { number: shipment.shipment_no })}: {labels.shipment(shipment.status)}
      </h2>
      {shipment.carrier && shipment.tracking_number ? <p>{t("fulfilment.tracking", { carrier: shipment.carrier, number: shipment.tracking_number })}</p> : null}
      {shipment.status === "UnDelivered" ? <p>{t("fulfilment.undelivered", { reason: reasonText(shipment.undelivered_reason) })}</p> : null}
      <h3>{t("fulfilment.lines")}</h3>
      <ul>
        {shipment.items.map((item) => (
          <li key={item.id}>
            {item.qty} × {item.name} <span dir="ltr">({item.sku})</span>
            {item.status === "cancelled" ? ` · ${tOrders("detail.lineCancelled")}` : null}
          </li>
        ))}
      </ul>
      <h3>{t("fulfilment.timeline")}</h3>
      <ol>
        {shipment.events.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <time dateTime={event.at} dir="ltr">
              {formatDateTime(event.at)}
            </time>{" "}
            {labels.shipment(event.status)}
            {event.status === "UnDelivered" ? `: ${reasonText(event.note)}` : null} ·{" "}
            {event.actor ? t("fulfilment.byStaff", { actor: event.actor }) : t("fulfilment.bySystem")}
          </li>
        ))}
      </ol>
      {fulfils ? <ShipmentActions shipment={shipment} /> : null}
    </section>
  );
}

function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h3>{t("fulfilment.actions")}</h3>
      {shipment.moves.length === 0 && !shipment.splittable ? <p>{t("fulfilment.noActions")}</p> : null}
      <div className="bo-decisions bo-no-print">
        {shipment.moves.map((action) =>
          action === "dispatch" ? (
            <DispatchForm key={action} shipmentNo={shipment.shipment_no} />
          ) : action === "failDelivery" ? (
            <FailDeliveryForm key={action} shipmentNo={shipment.shipment_no} />
          ) : action === "collect" ? (
            <CollectForm key={action} shipmentNo={shipment.shipment_no} />
          ) : (
            <PlainMoveForm key={action} shipmentNo={shipment.shipment_no} action={action as (typeof PLAIN_MOVES)[number]} />
          ),
        )}
        {shipment.splittable && shipment.items.filter((item) => item.status === "ordered").length > 1 ? <SplitForm shipment={shipment} /> : null}
      </div>
    </>
  );
}

function PlainMoveForm({ shipmentNo, action }: { shipmentNo: string; action: (typeof PLAIN_MOVES)[number] }) {
  const { t } = useTranslation("admin");
  const lastResult = usePageFormResult(moveIntent(shipmentNo, action));
  const [form, fields] = useForm<z.input<typeof plainMoveSchema>>({ id: `move-${action}-${shipmentNo}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="shipmentNo" value={shipmentNo} />
      <AdminFormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.action.errors ?? [])]} />
      <button type="submit" name="action" value={action} className="button button--primary">
        {t(`fulfilment.moves.${action}`)}
      </button>
    </Form>
  );
}

function DispatchForm({ shipmentNo }: { shipmentNo: string }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof dispatchSchema>>({ id: `move-dispatch-${shipmentNo}`, lastResult: usePageFormResult(moveIntent(shipmentNo, "dispatch")) });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("fulfilment.moves.dispatch")}</legend>
        <input type="hidden" name="shipmentNo" value={shipmentNo} />
        <AdminFormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.action.errors ?? [])]} />
        <TextField {...conformField(fields.carrier, message)} label={t("fulfilment.carrier")} autoComplete="off" />
        <TextField {...conformField(fields.trackingNumber, message)} label={t("fulfilment.trackingNumber")} autoComplete="off" dir="ltr" />
        <button type="submit" name="action" value="dispatch" className="button button--primary">
          {t("fulfilment.moves.dispatch")}
        </button>
      </fieldset>
    </Form>
  );
}

function FailDeliveryForm({ shipmentNo }: { shipmentNo: string }) {
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof failDeliverySchema>>({
    id: `move-failDelivery-${shipmentNo}`,
    lastResult: usePageFormResult(moveIntent(shipmentNo, "failDelivery")),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("fulfilment.moves.failDelivery")}</legend>
        <input type="hidden" name="shipmentNo" value={shipmentNo} />
        <AdminFormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.action.errors ?? [])]} />
        <SelectField {...conformField(fields.reason, message)} label={t("fulfilment.reason")}>
          <option value="">{t("validation.choose")}</option>
          {UNDELIVERED_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {tOrders(`undeliveredReasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" name="action" value="failDelivery" className="button button--secondary">
          {t("fulfilment.moves.failDelivery")}
        </button>
      </fieldset>
    </Form>
  );
}

function CollectForm({ shipmentNo }: { shipmentNo: string }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof collectSchema>>({ id: `move-collect-${shipmentNo}`, lastResult: usePageFormResult(moveIntent(shipmentNo, "collect")) });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("fulfilment.moves.collect")}</legend>
        <input type="hidden" name="shipmentNo" value={shipmentNo} />
        <AdminFormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.action.errors ?? [])]} />
        <TextField {...conformField(fields.code, message)} label={t("fulfilment.code")} hint={t("fulfilment.codeHint")} inputMode="numeric" autoComplete="off" dir="ltr" />
        <button type="submit" name="action" value="collect" className="button button--primary">
          {t("fulfilment.moves.collect")}
        </button>
      </fieldset>
    </Form>
  );
}

function SplitForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<z.input<typeof splitSchema>>({ id: `split-${shipment.shipment_no}`, lastResult: usePageFormResult(moveIntent(shipment.shipment_no, "split")) });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset aria-describedby={fields.itemIds.errors ? fields.itemIds.errorId : undefined}>
        <legend>{t("fulfilment.splitLegend")}</legend>
        <input type="hidden" name="shipmentNo" value={shipment.shipment_no} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <AdminFormErrors id={fields.itemIds.errorId} errors={fields.itemIds.errors} />
        {shipment.items
          .filter((item) => item.status === "ordered")
          .map((item) => (
            <CheckboxField
              key={item.id}
              id={`split-${shipment.shipment_no}-${item.id}`}
              name="itemIds"
              value={String(item.id)}
              label={t("fulfilment.splitLine", { name: item.name, qty: item.qty })}
            />
          ))}
        <button type="submit" name="intent" value="split" className="button button--secondary">
          {t("fulfilment.split")}
        </button>
      </fieldset>
    </Form>
  );
}
