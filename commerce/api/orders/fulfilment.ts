import { createHmac, timingSafeEqual } from "node:crypto";
import type { Selectable, Updateable } from "kysely";
import { z } from "zod";
import { PICKUP_METHODS } from "../../contract/checkout";
import { COLLECTION_CODE_DIGITS, SHIPMENT_MOVES, type ShipmentMoveAction, type ShipmentStatus, type UndeliveredReason } from "../../contract/order";
import type { DB } from "../../db/connection";
import type { ShipmentTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import { undeliveredReasonText } from "../../outbox/templates";
import { newNumericCode } from "../account/tokens";
import type { CommerceContext, LoyaltySettings } from "../context";
import { earnOrderPoints } from "../loyalty/ledger";
import { recordAudit, type Actor } from "../staff/audit";
import { localised, storeCodeOfId, type StoreCode } from "../store";
import { orderLink } from "./access";
import { orderError } from "./errors";
import type { Order } from "./place";
import { createShipment, recordShipmentEvent } from "./shipments";

/**
 * Fulfilment (docs/order-api.md "Fulfilment"): staff move each shipment through SPEC §3's statuses, by one machine
 * for home delivery and another for collection at a store, and split lines off into shipments of their own.
 *
 * Every move is one transaction: the shipment's status changes by a conditional update on the status it was read
 * at, so two staff pressing the same button at once make one move and the other is refused; the move writes the
 * shipment's timeline, the audit log and the shopper's notice (in the order's language) with it, captures cash on
 * delivery when the goods reach the shopper, and completes the order when its last shipment is completed.
 */

type Shipment = Selectable<ShipmentTable>;

type MoveOf<A extends ShipmentMoveAction, Input = unknown> = { action: A } & Input;

export type ShipmentMove =
  | MoveOf<"process">
  | MoveOf<"dispatch", { carrier: string; trackingNumber: string }>
  | MoveOf<"deliver">
  | MoveOf<"failDelivery", { reason: UndeliveredReason }>
  | MoveOf<"receive">
  | MoveOf<"readyForCollection">
  | MoveOf<"collect", { code: string }>
  | MoveOf<"complete">;

/** Home delivery (standard, express) or collection at a store (click and collect, curbside). */
type Machine = "delivery" | "collection";

interface Transition {
  from: readonly ShipmentStatus[];
  to: ShipmentStatus;
}

/** The one table of allowed moves: for each machine, which statuses a move starts from and where it leads. */
const TRANSITIONS: Record<Machine, Partial<Record<ShipmentMoveAction, Transition>>> = {
  delivery: {
    process: { from: ["Shipment Created"], to: "Shipment Processing" },
    // Again after a failed delivery: straight from the courier, or once it is back at the warehouse.
    dispatch: { from: ["Shipment Processing", "UnDelivered", "Received"], to: "Dispatched" },
    deliver: { from: ["Dispatched"], to: "Delivered" },
    failDelivery: { from: ["Dispatched"], to: "UnDelivered" },
    receive: { from: ["UnDelivered"], to: "Received" },
    complete: { from: ["Delivered"], to: "Completed" },
  },
  collection: {
    process: { from: ["Shipment Created"], to: "Shipment Processing" },
    readyForCollection: { from: ["Shipment Processing"], to: "Ready for Collection" },
    collect: { from: ["Ready for Collection"], to: "Collected" },
    complete: { from: ["Collected"], to: "Completed" },
  },
};

/** Lines can be split off a shipment until it is on its way. */
const SPLITTABLE: readonly string[] = ["Shipment Created", "Shipment Processing"];

function machineOf(shippingMethod: string): Machine {
  return (PICKUP_METHODS as readonly string[]).includes(shippingMethod) ? "collection" : "delivery";
}

function transitionOf(shippingMethod: string, status: string, action: ShipmentMoveAction): Transition | null {
  const transition = TRANSITIONS[machineOf(shippingMethod)][action];
  return transition && (transition.from as readonly string[]).includes(status) ? transition : null;
}

async function shipmentByNumber(db: DB, shipmentNo: string): Promise<{ shipment: Shipment; order: Order }> {
  const shipment = await db.selectFrom("shipments").selectAll().where("shipment_no", "=", shipmentNo).executeTakeFirst();
  if (!shipment) throw orderError("shipment.notFound");
  const order = await db.selectFrom("orders").selectAll().where("id", "=", shipment.order_id).executeTakeFirstOrThrow();
  return { shipment, order };
}

/** The ids of the shipment's lines still ordered: a shipment whose lines were all cancelled goes nowhere. */
async function orderedLinesOf(db: DB, shipmentId: number): Promise<number[]> {
  const rows = await db.selectFrom("order_items").select("id").where("shipment_id", "=", shipmentId).where("status", "=", "ordered").orderBy("id").execute();
  return rows.map((row) => row.id);
}

/**
 * The collection code as the database keeps it: its HMAC-SHA256 under the store's secret, bound to the shipment.
 * A plain hash of six digits would give the code away in a million guesses to anyone who reads the table.
 */
function collectionCodeHash(secret: string, shipmentNo: string, code: string): string {
  return createHmac("sha256", secret).update(`collection:${shipmentNo}:${code}`).digest("hex");
}

function codeCollects(secret: string, shipment: Shipment, code: string): boolean {
  if (shipment.collection_code_hash === null) return false;
  const expected = Buffer.from(shipment.collection_code_hash);
  const given = Buffer.from(collectionCodeHash(secret, shipment.shipment_no, code));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a move writes on the shipment besides its status, and the note its timeline keeps. */
function recordedBy(move: ShipmentMove, at: string, codeHash: string | null): { set: Updateable<ShipmentTable>; note: string | null } {
  switch (move.action) {
    case "dispatch":
      return { set: { carrier: move.carrier, tracking_number: move.trackingNumber, undelivered_reason: null }, note: null };
    case "failDelivery":
      return { set: { undelivered_reason: move.reason }, note: move.reason };
    case "readyForCollection":
      return { set: { collection_code_hash: codeHash }, note: null };
    case "deliver":
    case "collect":
      return { set: { delivered_at: at, collection_code_hash: null }, note: null };
    default:
      return { set: {}, note: null };
  }
}

export interface MovedShipment {
  shipment_no: string;
  status: ShipmentStatus;
  order: { increment_id: string; status: string };
}

/**
 * Makes one move of a shipment, or refuses it and changes nothing: `shipment.notFound`, `fulfilment.notAllowed`
 * (the status does not allow it, or another move came first), `fulfilment.codeInvalid` (a wrong collection code).
 */
export async function moveShipment(ctx: CommerceContext, actor: Actor, shipmentNo: string, move: ShipmentMove): Promise<MovedShipment> {
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const at = now.toISOString();
    const { shipment, order } = await shipmentByNumber(trx, shipmentNo);
    const transition = transitionOf(order.shipping_method, shipment.status, move.action);
    if (!transition || (await orderedLinesOf(trx, shipment.id)).length === 0) throw orderError("fulfilment.notAllowed");
    if (move.action === "collect" && !codeCollects(ctx.secret, shipment, move.code)) throw orderError("fulfilment.codeInvalid");
    const code = move.action === "readyForCollection" ? newNumericCode(COLLECTION_CODE_DIGITS) : null;
    const { set, note } = recordedBy(move, at, code === null ? null : collectionCodeHash(ctx.secret, shipmentNo, code));
    const moved = await trx
      .updateTable("shipments")
      .set({ ...set, status: transition.to, updated_at: at })
      .where("id", "=", shipment.id)
      .where("status", "=", shipment.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw orderError("fulfilment.notAllowed");

    await recordShipmentEvent(trx, { shipment_id: shipment.id, order_id: order.id, status: transition.to, at, actor: actor.name, note });
    const { collection_code_hash: _neverLogged, ...shown } = set;
    await recordAudit(
      trx,
      actor,
      { action: `shipment.${move.action}`, subject: { type: "shipment", id: shipmentNo }, before: { status: shipment.status }, after: { status: transition.to, ...shown } },
      now,
    );
    if (transition.to === "Delivered" || transition.to === "Collected") await captureCashOnDelivery(trx, order.id, at);
    const completed = transition.to === "Completed" && (await completeOrderWhenDone(trx, ctx.loyalty, order.id, now));
    await tellShopper(ctx, trx, order, shipmentNo, move, code, now);
    return { shipment_no: shipmentNo, status: transition.to, order: { increment_id: order.increment_id, status: completed ? "completed" : order.status } };
  });
}

/** Cash on delivery is paid when the shopper gets the goods, to the courier or at the store's counter. */
async function captureCashOnDelivery(db: DB, orderId: number, at: string): Promise<void> {
  await db
    .updateTable("payments")
    .set({ status: "captured", updated_at: at })
    .where("order_id", "=", orderId)
    .where("provider", "=", "cashondelivery")
    .where("status", "=", "authorized")
    .execute();
}

/**
 * The order is completed once every shipment holding one of its ordered lines is Completed (a move completed the
 * last, or the shopper cancelled the last line that was not), and earns its loyalty points then. Answers whether it
 * became completed now.
 */
export async function completeOrderWhenDone(db: DB, loyalty: LoyaltySettings, orderId: number, now: Date): Promise<boolean> {
  const unfinished = await db
    .selectFrom("order_items as i")
    .innerJoin("shipments as s", "s.id", "i.shipment_id")
    .select("i.id")
    .where("i.order_id", "=", orderId)
    .where("i.status", "=", "ordered")
    .where("s.status", "!=", "Completed")
    .executeTakeFirst();
  if (unfinished) return false;
  const done = await db
    .updateTable("orders")
    .set({ status: "completed", updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where("status", "=", "confirmed")
    .returning(["id", "customer_id", "totals"])
    .executeTakeFirst();
  if (!done) return false;
  await earnOrderPoints(db, loyalty, done, now);
  return true;
}

/** The shopper hears of every move by e-mail in the order's language; a ready collection also by SMS, with its code. */
async function tellShopper(ctx: CommerceContext, db: DB, order: Order, shipmentNo: string, move: ShipmentMove, code: string | null, now: Date): Promise<void> {
  const locale = storeCodeOfId(order.store_id);
  const params = { name: order.customer_name, number: order.increment_id, shipment: shipmentNo, link: orderLink(ctx, order.increment_id, locale) };
  const email = { to: order.email, locale };
  switch (move.action) {
    case "process":
      return queueMessage(db, { ...email, template: "shipmentProcessing", params }, now);
    case "dispatch":
      return queueMessage(db, { ...email, template: "shipmentDispatched", params: { ...params, carrier: move.carrier, tracking: move.trackingNumber } }, now);
    case "deliver":
      return queueMessage(db, { ...email, template: "shipmentDelivered", params }, now);
    case "failDelivery":
      return queueMessage(db, { ...email, template: "shipmentUndelivered", params: { ...params, reason: undeliveredReasonText(move.reason, locale) } }, now);
    case "receive":
      return queueMessage(db, { ...email, template: "shipmentReceived", params }, now);
    case "readyForCollection": {
      const store = await pickupStoreName(db, order, locale);
      await queueMessage(db, { ...email, template: "shipmentReadyForCollection", params: { ...params, store, code: code! } }, now);
      if (order.mobile) await queueMessage(db, { to: order.mobile, locale, template: "collectionCode", params: { code: code!, number: order.increment_id, store } }, now);
      return;
    }
    case "collect":
      return queueMessage(db, { ...email, template: "shipmentCollected", params }, now);
    case "complete":
      return queueMessage(db, { ...email, template: "shipmentCompleted", params }, now);
  }
}

const pickupDelivery = z.object({ pickup_store_id: z.number().int() });

/** The store a collection order waits at, named in the order's language. */
async function pickupStoreName(db: DB, order: Order, locale: StoreCode): Promise<string> {
  const delivery = pickupDelivery.safeParse(JSON.parse(order.delivery));
  // The checkout never places a collection order without its store: this is a broken record, not a bad request.
  if (!delivery.success) throw new Error(`order ${order.increment_id} is collected at no store`);
  const store = await db.selectFrom("pickup_stores").select(["name_en", "name_ar"]).where("id", "=", delivery.data.pickup_store_id).executeTakeFirstOrThrow();
  return localised(store, "name", locale);
}

export interface SplitShipment {
  shipment_no: string;
  new_shipment_no: string;
  invoice_no: number;
  item_ids: number[];
}

/**
 * Moves some of a shipment's ordered lines to a new shipment (`{order number}-{n}`) with its own tax invoice, while
 * the shipment is still being prepared. Refused: `fulfilment.notAllowed` once it is on its way, `fulfilment.splitInvalid`
 * for lines that are not its ordered lines, or all of them.
 */
export async function splitShipment(ctx: CommerceContext, actor: Actor, shipmentNo: string, itemIds: readonly number[]): Promise<SplitShipment> {
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const { shipment, order } = await shipmentByNumber(trx, shipmentNo);
    if (!SPLITTABLE.includes(shipment.status)) throw orderError("fulfilment.notAllowed");
    const lines = await orderedLinesOf(trx, shipment.id);
    const moving = [...new Set(itemIds)].sort((a, b) => a - b);
    if (moving.length === 0 || moving.length >= lines.length || moving.some((id) => !lines.includes(id))) throw orderError("fulfilment.splitInvalid");
    // On the status it was read at, as a move: a split and a dispatch at once do not both happen.
    const held = await trx
      .updateTable("shipments")
      .set({ updated_at: now.toISOString() })
      .where("id", "=", shipment.id)
      .where("status", "=", shipment.status)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw orderError("fulfilment.notAllowed");

    const { count } = await trx
      .selectFrom("shipments")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const created = await createShipment(trx, order, Number(count) + 1, actor.name, now);
    await trx.updateTable("order_items").set({ shipment_id: created.id }).where("id", "in", moving).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: "shipment.split",
        subject: { type: "shipment", id: shipmentNo },
        before: { item_ids: lines },
        after: { item_ids: lines.filter((id) => !moving.includes(id)), split_off: { shipment_no: created.shipment_no, invoice_no: created.invoice_no, item_ids: moving } },
      },
      now,
    );
    return { shipment_no: shipmentNo, new_shipment_no: created.shipment_no, invoice_no: created.invoice_no, item_ids: moving };
  });
}

/** A shipment as the back office shows it: its lines, its timeline with who moved it, and the moves it allows now. */
export async function readShipment(db: DB, shipmentNo: string) {
  const { shipment, order } = await shipmentByNumber(db, shipmentNo);
  const [items, events] = await Promise.all([
    db.selectFrom("order_items").select(["id", "sku", "name", "qty", "status"]).where("shipment_id", "=", shipment.id).orderBy("id").execute(),
    db.selectFrom("shipment_events").select(["status", "at", "actor", "note"]).where("shipment_id", "=", shipment.id).orderBy("id").execute(),
  ]);
  const live = items.some((item) => item.status === "ordered");
  const moves = SHIPMENT_MOVES.filter((action) => live && transitionOf(order.shipping_method, shipment.status, action) !== null);
  return {
    shipment_no: shipment.shipment_no,
    status: shipment.status,
    carrier: shipment.carrier,
    tracking_number: shipment.tracking_number,
    undelivered_reason: shipment.undelivered_reason,
    delivered_at: shipment.delivered_at,
    order: { increment_id: order.increment_id, status: order.status, shipping_method: order.shipping_method },
    items,
    events,
    moves,
    splittable: live && SPLITTABLE.includes(shipment.status),
  };
}
