import { z } from "zod";
import { REFUND_STATUSES, type ReturnDisposition, type ReturnStatus } from "../../commerce/contract/order";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { returnSchema } from "./orders.server";

/** The back office's return calls (docs/order-api.md "Returns"): the list by status, and the steps of one return. */

export const staffReturn = returnSchema.extend({
  email: z.string(),
  payment_method: z.string(),
  requested_by: z.enum(["customer", "guest"]),
  received_by: z.string().nullable(),
  decided_by: z.string().nullable(),
  refunds: z.array(z.object({ id: z.number().int(), amount: z.number().int(), status: z.enum(REFUND_STATUSES) })),
});
export type StaffReturn = z.infer<typeof staffReturn>;

const returnPage = z.object({ total: z.number().int(), items: z.array(staffReturn) });
export type StaffReturnPage = z.infer<typeof returnPage>;

export function listReturns(locale: Locale, staff: StaffAuth, status: ReturnStatus, page: number, pageSize: number): Promise<StaffReturnPage> {
  return commerceCall(returnPage, { path: "/api/admin/returns", locale, staff, query: { status, page, pageSize } });
}

/** How staff decide a received return; the payout only for cash on delivery, a bank transfer with its reference. */
export type ReturnDecision =
  | { step: "receive" }
  | { step: "accept"; disposition: ReturnDisposition; payout?: "storeCredit" }
  | { step: "accept"; disposition: ReturnDisposition; payout: "bankTransfer"; bankReference: string }
  | { step: "reject"; reason: string };

export function decideReturn(locale: Locale, staff: StaffAuth, returnId: number, { step, ...body }: ReturnDecision): Promise<StaffReturn> {
  return commerceCall(staffReturn, { method: "POST", path: `/api/admin/returns/${returnId}/${step}`, locale, staff, body });
}
