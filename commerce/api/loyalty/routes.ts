import { z } from "zod";
import { LOYALTY_EXPIRY_NOTICE_DAYS, LOYALTY_HISTORY_PAGE_SIZE, LOYALTY_POINTS_MAX } from "../../contract/loyalty";
import { inTransaction } from "../../db/transaction";
import { requireCustomer } from "../account/auth";
import { activeCart, touchCart } from "../cart/carts";
import { cartTokenParam } from "../cart/schemas";
import { checkoutError } from "../checkout/checkouts";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { cardNumberOf, expireDuePoints, pointsExpiringBy, pointsHistory, spendablePoints } from "./ledger";

/**
 * The customer's loyalty card (decision 065): the card with its balance, what it is worth, the points about to
 * expire and a page of its history; and the points to spend on the order being checked out.
 */

const cardParams = z.object({ currentPage: z.coerce.number().int().min(1).max(10_000).default(1) });
/** "all", or a number of points the storefront read from what was typed (commerce/contract/loyalty.ts readPoints). */
const pointsBody = z
  .object({ points: z.union([z.literal("all"), z.number().int().min(0).max(LOYALTY_POINTS_MAX)]) })
  .strict();

const DAY_MS = 24 * 60 * 60 * 1000;

export const loyaltyRoutes: Route[] = [
  [
    "GET",
    /^\/api\/loyalty\/card$/,
    async (c) => {
      const { customerId } = await requireCustomer(c);
      const { currentPage } = parse(cardParams, Object.fromEntries(c.params));
      const now = c.ctx.now();
      return inTransaction(c.ctx.db, async (trx) => {
        const cardNumber = await cardNumberOf(trx, customerId, now);
        const balance = await expireDuePoints(trx, customerId, now);
        const expiringSoon = await pointsExpiringBy(trx, customerId, new Date(now.getTime() + LOYALTY_EXPIRY_NOTICE_DAYS * DAY_MS));
        const history = await pointsHistory(trx, customerId, { currentPage, pageSize: LOYALTY_HISTORY_PAGE_SIZE });
        return {
          card_number: cardNumber,
          balance,
          worth: balance * c.ctx.loyalty.filsPerPoint,
          expiring_soon: expiringSoon,
          history: { ...history, current_page: currentPage, page_size: LOYALTY_HISTORY_PAGE_SIZE },
        };
      });
    },
  ],
  [
    "POST",
    /^\/api\/checkout\/loyalty-points$/,
    async (c) => {
      const { customerId } = await requireCustomer(c);
      const token = cartTokenParam(c.params);
      const { points } = parse(pointsBody, await readJson(c.request));
      return inTransaction(c.ctx.db, async (trx) => {
        const cart = await activeCart(trx, token);
        if (cart.customer_id !== customerId) throw checkoutError("checkout.loyaltySignedOut");
        const balance = await spendablePoints(trx, customerId, c.ctx.now());
        if (points !== "all" && points > balance) throw checkoutError("checkout.loyaltyAboveBalance");
        const chosen = points === "all" ? balance : points;
        await trx.updateTable("carts").set({ loyalty_points: chosen }).where("id", "=", cart.id).execute();
        await touchCart(trx, cart.id, c.ctx.now());
        return { points: chosen, balance };
      });
    },
  ],
];
