import { z } from "zod";
import { readId } from "../../contract/cart";
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN, readIncrementId, RETURN_LINES_MAX, RETURN_REASONS, RETURN_TEXT_MAX } from "../../contract/order";
import { requireCustomer } from "../account/auth";
import { orderHistoryParams } from "../account/schemas";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { keyOpensOrder } from "./access";
import { cancelOrderItem } from "./cancel";
import { readCreditNote, readInvoice } from "./documents";
import { orderError } from "./errors";
import { listOrders, orderDetail, rateOrder } from "./history";
import { customerOrder, orderByNumber } from "./order-record";
import { requestReturn } from "./returns";

/**
 * The customer's side of orders (docs/order-api.md "Order history"): the lists, one order, cancelling a
 * line, returning delivered ones, rating, the tax invoice and credit notes, and a guest's view through the
 * order's link, from which they may also ask for a return. Every call but the guest's acts as the signed-in
 * customer and sees only their own orders.
 */

const listParams = orderHistoryParams.extend({ archived: z.enum(["0", "1"]).default("0") });
const incrementIdSchema = z.string().regex(/^\d{1,20}$/, "must be an order number");
const cancelBody = z.object({ incrementId: incrementIdSchema, itemId: z.number().int().positive() }).strict();
const rateBody = z
  .object({
    incrementId: incrementIdSchema,
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
    comment: z.string().trim().max(RATING_COMMENT_MAX, `is at most ${RATING_COMMENT_MAX} characters`).default(""),
  })
  .strict();

/** The lines a shopper asks to return, each once, and their words about it. */
const returnRequest = z.object({
  items: z
    .array(z.object({ itemId: z.number().int().positive(), qty: z.number().int().min(1), reason: z.enum(RETURN_REASONS) }).strict())
    .min(1, "name at least one line")
    .max(RETURN_LINES_MAX)
    .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, "name each line once"),
  comment: z.string().trim().max(RETURN_TEXT_MAX, `is at most ${RETURN_TEXT_MAX} characters`).default(""),
});
const returnBody = returnRequest.extend({ incrementId: incrementIdSchema }).strict();
const guestReturnBody = returnRequest.strict();

/** The order number of the path; anything else is as unknown as an order that never existed. */
function incrementIdOf(c: Call): string {
  const id = readIncrementId(c.path[0]);
  if (id === null) throw orderError("order.notFound");
  return id;
}

export const orderHistoryRoutes: Route[] = [
  [
    "GET",
    /^\/api\/order\/list$/,
    async (c) => {
      const who = await requireCustomer(c);
      const { pageSize, currentPage, archived } = parse(listParams, Object.fromEntries(c.params));
      return listOrders(c.ctx.db, who.customerId, { pageSize, currentPage, archived: archived === "1" });
    },
  ],
  [
    "GET",
    /^\/api\/order\/detail\/([^/]+)$/,
    async (c) => {
      const who = await requireCustomer(c);
      return orderDetail(c.ctx, await customerOrder(c.ctx.db, who.customerId, incrementIdOf(c)), c.store, "customer");
    },
  ],
  [
    "GET",
    /^\/api\/order\/guest\/([^/]+)$/,
    async (c) => {
      const incrementId = incrementIdOf(c);
      if (!keyOpensOrder(c.ctx.secret, incrementId, c.params.get("key") ?? "")) throw orderError("order.notFound");
      return orderDetail(c.ctx, await orderByNumber(c.ctx.db, incrementId), c.store, "guest");
    },
  ],
  [
    "POST",
    /^\/api\/order\/cancel-item$/,
    async (c) => {
      const who = await requireCustomer(c);
      const { incrementId, itemId } = parse(cancelBody, await readJson(c.request));
      return cancelOrderItem(c.ctx, who.customerId, incrementId, itemId);
    },
  ],
  [
    "POST",
    /^\/api\/order\/return$/,
    async (c) => {
      const who = await requireCustomer(c);
      const { incrementId, ...request } = parse(returnBody, await readJson(c.request));
      return requestReturn(c.ctx, who.customerId, incrementId, request);
    },
  ],
  [
    "POST",
    /^\/api\/order\/guest\/([^/]+)\/return$/,
    async (c) => {
      const incrementId = incrementIdOf(c);
      if (!keyOpensOrder(c.ctx.secret, incrementId, c.params.get("key") ?? "")) throw orderError("order.notFound");
      return requestReturn(c.ctx, null, incrementId, parse(guestReturnBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/order\/rate$/,
    async (c) => {
      const who = await requireCustomer(c);
      const { incrementId, ...rating } = parse(rateBody, await readJson(c.request));
      return rateOrder(c.ctx.db, who.customerId, incrementId, rating, c.ctx.now());
    },
  ],
  [
    "GET",
    /^\/api\/order\/invoice\/([^/]+)\/([^/]+)$/,
    async (c) => {
      const who = await requireCustomer(c);
      const invoiceNo = readId(c.path[0]);
      const shipmentNo = c.path[1]!;
      if (invoiceNo === null || !/^[\d-]{1,40}$/.test(shipmentNo)) throw orderError("order.notFound");
      return readInvoice(c.ctx.db, who.customerId, invoiceNo, shipmentNo, c.store);
    },
  ],
  [
    "GET",
    /^\/api\/order\/credit-note\/([^/]+)$/,
    async (c) => {
      const who = await requireCustomer(c);
      const creditNo = readId(c.path[0]);
      if (creditNo === null) throw orderError("order.notFound");
      return readCreditNote(c.ctx.db, who.customerId, creditNo, c.store);
    },
  ],
];
