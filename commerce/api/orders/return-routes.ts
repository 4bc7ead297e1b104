import { z } from "zod";
import { readId } from "../../contract/cart";
import { BANK_REFERENCE_MAX, CASH_PAYOUTS, RETURN_DISPOSITIONS, RETURN_STATUSES, RETURN_TEXT_MAX } from "../../contract/order";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { returnError } from "./errors";
import { acceptReturn, listReturns, receiveReturn, rejectReturn, type ReturnDecision } from "./returns";

/**
 * The back office's side of returns (docs/order-api.md "Returns"): the list, and the steps of one return. Reading
 * needs `orders.read`, every step `returns.decide`, checked before anything else is read.
 */

const listQuery = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
const acceptBody = z
  .object({
    disposition: z.enum(RETURN_DISPOSITIONS),
    payout: z.enum(CASH_PAYOUTS).optional(),
    bankReference: z.string().trim().min(1, "is required").max(BANK_REFERENCE_MAX, `is at most ${BANK_REFERENCE_MAX} characters`).optional(),
  })
  .strict()
  .superRefine((body, issues) => {
    const transfer = body.payout === "bankTransfer";
    if (transfer !== (body.bankReference !== undefined)) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ["bankReference"], message: transfer ? "is required for a bank transfer" : "is only for a bank transfer" });
    }
  })
  .transform(({ disposition, payout, bankReference }): ReturnDecision =>
    payout === "bankTransfer" ? { disposition, payout, bankReference: bankReference! } : { disposition, payout },
  );
const rejectBody = z
  .object({ reason: z.string().trim().min(1, "is required").max(RETURN_TEXT_MAX, `is at most ${RETURN_TEXT_MAX} characters`) })
  .strict();

/** The return id of the path; anything else is as unknown as a return that never existed. */
function returnIdOf(c: Call): number {
  const id = readId(c.path[0]);
  if (id === null) throw returnError("return.notFound");
  return id;
}

export const returnRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/returns$/,
    async (c) => {
      await requireStaff(c, "orders.read");
      return listReturns(c.ctx.db, parse(listQuery, Object.fromEntries(c.params)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/returns\/([^/]+)\/receive$/,
    async (c) => {
      const { actor } = await requireStaff(c, "returns.decide");
      return receiveReturn(c.ctx, actor, returnIdOf(c));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/returns\/([^/]+)\/accept$/,
    async (c) => {
      const { actor } = await requireStaff(c, "returns.decide");
      const returnId = returnIdOf(c);
      return acceptReturn(c.ctx, actor, returnId, parse(acceptBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/returns\/([^/]+)\/reject$/,
    async (c) => {
      const { actor } = await requireStaff(c, "returns.decide");
      const returnId = returnIdOf(c);
      return rejectReturn(c.ctx, actor, returnId, parse(rejectBody, await readJson(c.request)).reason);
    },
  ],
];
