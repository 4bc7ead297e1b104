import { z } from "zod";
import { GIFT_CARD_REASON_MAX, GIFT_CARD_STATES, STAFF_GIFT_CARD_MAX, STAFF_GIFT_CARD_MIN } from "../../contract/gift-card";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { changeGiftCard, issueGiftCardByHand, listGiftCards } from "./back-office";

/** The back office's gift cards (docs/admin-api.md "Gift cards"), for `giftcards.manage` (owners and finance). */

const listQuery = z.object({
  q: z.string().trim().max(24).optional(),
  kind: z.enum(["giftcard", "tradein", "loyalty"]).optional(),
  state: z.enum(GIFT_CARD_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
const reason = z.string().trim().min(1, "reason is required").max(GIFT_CARD_REASON_MAX);
const issueBody = z.object({ value: z.number().int().min(STAFF_GIFT_CARD_MIN).max(STAFF_GIFT_CARD_MAX), reason }).strict();
const changeBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("void"), reason }).strict(),
  z.object({ action: z.literal("adjust"), balance: z.number().int().min(0).max(STAFF_GIFT_CARD_MAX), seen: z.number().int().min(0), reason }).strict(),
]);

export const giftCardStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/gift-cards$/,
    async (c) => {
      await requireStaff(c, "giftcards.manage");
      return listGiftCards(c.ctx.db, parse(listQuery, Object.fromEntries(c.params)), c.ctx.now());
    },
  ],
  [
    "POST",
    /^\/api\/admin\/gift-cards$/,
    async (c) => {
      const { actor } = await requireStaff(c, "giftcards.manage");
      return issueGiftCardByHand(c.ctx, actor, parse(issueBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/gift-cards\/([A-Z0-9-]{1,32})$/,
    async (c) => {
      const { actor } = await requireStaff(c, "giftcards.manage");
      return changeGiftCard(c.ctx, actor, c.path[0]!, parse(changeBody, await readJson(c.request)));
    },
  ],
];
