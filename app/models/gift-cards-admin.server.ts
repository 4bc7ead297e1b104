import { z } from "zod";
import { GIFT_CARD_KINDS, GIFT_CARD_STATES, type GiftCardKind, type GiftCardState } from "../../commerce/contract/gift-card";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's gift cards (docs/admin-api.md "Gift cards"): find them, issue one by hand, void or set a balance. */


const cardPage = z.object({
  total: z.number(),
  items: z.array(z.object({ code: z.string(), masked: z.string(), kind: z.enum(GIFT_CARD_KINDS), balance: z.number(), expires_at: z.string().nullable(), state: z.enum(GIFT_CARD_STATES) })),
});
export type GiftCardPage = z.infer<typeof cardPage>;

export interface GiftCardFilter {
  q?: string;
  kind?: GiftCardKind;
  state?: GiftCardState;
}

export function listGiftCards(locale: Locale, staff: StaffAuth, filter: GiftCardFilter, page: number, pageSize: number): Promise<GiftCardPage> {
  return commerceCall(cardPage, { path: "/api/admin/gift-cards", locale, staff, query: { ...filter, page, pageSize } });
}

export function issueGiftCard(locale: Locale, staff: StaffAuth, input: { value: number; reason: string }) {
  return commerceCall(z.object({ code: z.string(), balance: z.number(), expires_at: z.string() }), { method: "POST", path: "/api/admin/gift-cards", locale, staff, body: input });
}

export type GiftCardChange = { action: "void"; reason: string } | { action: "adjust"; balance: number; seen: number; reason: string };

export async function changeGiftCard(locale: Locale, staff: StaffAuth, code: string, change: GiftCardChange): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/gift-cards/${encodeURIComponent(code)}`, locale, staff, body: change });
}

