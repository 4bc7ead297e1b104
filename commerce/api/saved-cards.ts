import { z } from "zod";
import { maskCard } from "../contract/order";
import { requireCustomer } from "./account/auth";
import { parse, readJson } from "./envelope";
import { orderError } from "./orders/errors";
import type { Route } from "./route";

/**
 * The cards the customer saved at checkout (SPEC §2 my-saved-cards, §7 "saved cards GET; remove card POST").
 * The gateway keeps the card; we hold its token, which never leaves the backend, and what the customer needs
 * to recognise it: brand, the number masked as SPEC §9 says, and expiry. Another customer's card is a 404.
 */

const deleteBody = z.object({ id: z.number().int().positive() }).strict();

export const savedCardRoutes: Route[] = [
  [
    "GET",
    /^\/api\/payment\/saved-cards$/,
    async (c) => {
      const who = await requireCustomer(c);
      const cards = await c.ctx.db
        .selectFrom("saved_cards")
        .select(["id", "brand", "last4", "expiry", "created_at"])
        .where("customer_id", "=", who.customerId)
        .orderBy("id", "desc")
        .execute();
      return cards.map(({ last4, ...card }) => ({ ...card, masked: maskCard(last4) }));
    },
  ],
  [
    "POST",
    /^\/api\/payment\/saved-cards\/delete$/,
    async (c) => {
      const who = await requireCustomer(c);
      const { id } = parse(deleteBody, await readJson(c.request));
      const deleted = await c.ctx.db.deleteFrom("saved_cards").where("id", "=", id).where("customer_id", "=", who.customerId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw orderError("card.notFound");
      return { id };
    },
  ],
];
