import { z } from "zod";
import { DELIVERY_METHODS } from "../../contract/checkout";
import { ORDER_NOTE_MAX, ORDER_STATUSES, readIncrementId } from "../../contract/order";
import { PAYMENT_METHOD_CODES } from "../../payments/methods";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import { orderError } from "../orders/errors";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { localised } from "../store";
import { addOrderNote, exportOrders, findOrders, staffOrder } from "./orders";

/** The back office's order endpoints (docs/admin-api.md): the list and its CSV, one order, its notes. */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_METHOD_CODES).optional(),
  delivery: z.enum(DELIVERY_METHODS).optional(),
  store: z.coerce.number().pipe(idSchema).optional(),
  emirate: z.coerce.number().pipe(idSchema).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
const listQuery = orderFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
const noteBody = z.object({ body: z.string().trim().min(1, "must not be empty").max(ORDER_NOTE_MAX) }).strict();

/** The query string as an object, without `storeCode` (the handler's) and the fields a form left empty. */
export const queryOf = (c: Call) => Object.fromEntries([...c.params].filter(([key, value]) => key !== "storeCode" && value !== ""));

/** The order number of the path; anything else is as unknown as an order that never existed. */
export function incrementIdOf(c: Call): string {
  const id = readIncrementId(c.path[0]);
  if (id === null) throw orderError("order.notFound");
  return id;
}

export const backOfficeOrderRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/orders$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      const { page, pageSize, ...filter } = parse(listQuery, queryOf(c));
      return findOrders(c.ctx.db, filter, { page, pageSize }, c.store);
    },
  ],
  [
    "GET",
    /^\/api\/admin\/orders\/export$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      return { csv: await exportOrders(c.ctx.db, parse(orderFilterSchema, queryOf(c)), c.store) };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/orders\/filters$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      const [stores, emirates] = await Promise.all([
        c.ctx.db.selectFrom("pickup_stores").select(["id", "name_en", "name_ar"]).orderBy("position").execute(),
        c.ctx.db.selectFrom("emirates").select(["id", "name_en", "name_ar"]).orderBy("id").execute(),
      ]);
      return {
        stores: stores.map((store) => ({ id: store.id, name: localised(store, "name", c.store) })),
        emirates: emirates.map((emirate) => ({ id: emirate.id, name: localised(emirate, "name", c.store) })),
        payments: PAYMENT_METHOD_CODES,
        deliveries: DELIVERY_METHODS,
      };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/orders\/([^/]+)$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      return staffOrder(c.ctx, incrementIdOf(c), c.store);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/orders\/([^/]+)\/notes$/,
    async (c) => {
      const { actor } = await requireStaff(c, "orders.note");
      await addOrderNote(c.ctx.db, actor, incrementIdOf(c), parse(noteBody, await readJson(c.request)).body, c.ctx.now());
      return { added: true };
    },
  ],
];
