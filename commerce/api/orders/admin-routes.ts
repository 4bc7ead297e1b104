import { z } from "zod";
import { toLatinDigits } from "../../contract/cart";
import { CARRIER_MAX, COLLECTION_CODE_DIGITS, TRACKING_NUMBER_MAX, UNDELIVERED_REASONS } from "../../contract/order";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { orderError } from "./errors";
import { moveShipment, readShipment, splitShipment } from "./fulfilment";

/**
 * The back office's side of orders (docs/order-api.md "Fulfilment"): reading a shipment, moving it through its
 * statuses and splitting it. Every call first checks the staff member's role where the work is done.
 */

const moveBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("process") }).strict(),
  z
    .object({
      action: z.literal("dispatch"),
      carrier: z.string().trim().min(1, "is required").max(CARRIER_MAX, `is at most ${CARRIER_MAX} characters`),
      trackingNumber: z
        .string()
        .trim()
        .regex(new RegExp(`^[A-Za-z0-9-]{1,${TRACKING_NUMBER_MAX}}$`), `must be 1 to ${TRACKING_NUMBER_MAX} letters, digits or dashes`),
    })
    .strict(),
  z.object({ action: z.literal("deliver") }).strict(),
  z.object({ action: z.literal("failDelivery"), reason: z.enum(UNDELIVERED_REASONS) }).strict(),
  z.object({ action: z.literal("receive") }).strict(),
  z.object({ action: z.literal("readyForCollection") }).strict(),
  z
    .object({
      action: z.literal("collect"),
      // As the shopper reads it out, perhaps in Arabic digits or with a space.
      code: z
        .string()
        .transform((code) => toLatinDigits(code).replace(/\s+/g, ""))
        .pipe(z.string().regex(new RegExp(`^\\d{${COLLECTION_CODE_DIGITS}}$`), `must be ${COLLECTION_CODE_DIGITS} digits`)),
    })
    .strict(),
  z.object({ action: z.literal("complete") }).strict(),
]);
const splitBody = z.object({ itemIds: z.array(idSchema).min(1, "name at least one line").max(100) }).strict();

/** The shipment number of the path (`100000001-2`); anything else is as unknown as a shipment that never existed. */
function shipmentNoOf(c: Call): string {
  const shipmentNo = c.path[0]!;
  if (!/^\d{1,20}-\d{1,4}$/.test(shipmentNo)) throw orderError("shipment.notFound");
  return shipmentNo;
}

export const adminOrderRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/shipments\/([^/]+)$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      return readShipment(c.ctx.db, shipmentNoOf(c));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/shipments\/([^/]+)\/move$/,
    async (c) => {
      const { actor } = await requireStaff(c, "orders.fulfil");
      const shipmentNo = shipmentNoOf(c);
      return moveShipment(c.ctx, actor, shipmentNo, parse(moveBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/shipments\/([^/]+)\/split$/,
    async (c) => {
      const { actor } = await requireStaff(c, "orders.fulfil");
      const shipmentNo = shipmentNoOf(c);
      return splitShipment(c.ctx, actor, shipmentNo, parse(splitBody, await readJson(c.request)).itemIds);
    },
  ],
];
