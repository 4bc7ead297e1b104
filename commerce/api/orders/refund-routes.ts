import { z } from "zod";
import { readId } from "../../contract/cart";
import { CANCEL_REASON_MAX, readIncrementId } from "../../contract/order";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { cancelForShopper } from "./cancel";
import { orderError, refundError } from "./errors";
import { orderByNumber } from "./order-record";
import { failedRefunds, orderPayments, retryRefund } from "./refunds";

/**
 * The back office's side of refunds and cancellations (docs/order-api.md "Refunds" and "Cancelling for a
 * shopper"): finance lists the refunds a provider refused and retries them; staff cancel lines for a shopper
 * and read where an order's money went. Each call checks its permission first (`requireStaff`).
 */

const cancelBody = z
  .object({
    itemIds: z.union([z.literal("all"), z.array(z.number().int().positive()).min(1).max(100)]),
    reason: z.string().trim().min(1, "is required").max(CANCEL_REASON_MAX, `is at most ${CANCEL_REASON_MAX} characters`),
  })
  .strict();

/** The order number of the path; anything else is as unknown as an order that never existed. */
function incrementIdOf(c: Call): string {
  const id = readIncrementId(c.path[0]);
  if (id === null) throw orderError("order.notFound");
  return id;
}

function refundIdOf(c: Call): number {
  const id = readId(c.path[0]);
  if (id === null) throw refundError("refund.notFound");
  return id;
}

export const refundRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/refunds\/failed$/,
    async (c) => {
      await requireStaff(c, "refunds.manage");
      return failedRefunds(c.ctx.db);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/refunds\/([^/]+)\/retry$/,
    async (c) => {
      const { actor } = await requireStaff(c, "refunds.manage");
      return retryRefund(c.ctx, actor, refundIdOf(c));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/orders\/([^/]+)\/cancel$/,
    async (c) => {
      const { actor } = await requireStaff(c, "orders.cancel");
      const incrementId = incrementIdOf(c);
      const { itemIds, reason } = parse(cancelBody, await readJson(c.request));
      return cancelForShopper(c.ctx, actor, incrementId, itemIds, reason);
    },
  ],
  [
    "GET",
    /^\/api\/admin\/orders\/([^/]+)\/payments$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      const order = await orderByNumber(c.ctx.db, incrementIdOf(c));
      return { increment_id: order.increment_id, ...(await orderPayments(c.ctx.db, order.id)) };
    },
  ],
];
