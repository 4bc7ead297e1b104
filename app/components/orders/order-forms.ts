import { z } from "zod";
import { readId, toLatinDigits } from "../../../commerce/contract/cart";
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN, RETURN_REASONS, RETURN_TEXT_MAX } from "../../../commerce/contract/order";

/**
 * The forms of the order page and the saved cards page, one rule per field from the shared contract
 * (commerce/contract/order.ts); the commerce endpoints check the same rules again. Messages are keys.
 */

const idField = z.string({ required_error: "errors.generic" }).transform((value, ctx) => {
  const id = readId(value);
  if (id === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.generic" });
  return id ?? z.NEVER;
});

/** Cancelling a line asks first: the box must be ticked, with or without JavaScript. */
export const cancelItemSchema = z.object({
  itemId: idField,
  confirm: z.literal("on", { errorMap: () => ({ message: "orders:validation.confirmCancel" }) }),
});

export const rateSchema = z.object({
  rating: z.coerce
    .number({ required_error: "orders:validation.rating", invalid_type_error: "orders:validation.rating" })
    .int("orders:validation.rating")
    .min(RATING_MIN, "orders:validation.rating")
    .max(RATING_MAX, "orders:validation.rating"),
  comment: z.string().trim().max(RATING_COMMENT_MAX, "orders:validation.commentTooLong").default(""),
});

/**
 * Asking for a return: for each line that can go back, how many units (typed in any digits; empty or 0 leaves the
 * line out, more than `returnable` of it is refused) and, for a line sent back, why. At least one unit in all.
 */
export function returnRequestSchema(returnable: ReadonlyMap<number, number>) {
  const line = z
    .object({
      itemId: idField,
      qty: z.string().default("0"),
      reason: z.enum(RETURN_REASONS, { errorMap: () => ({ message: "orders:validation.returnReason" }) }).optional(),
    })
    .transform((value, ctx) => {
      const text = toLatinDigits(value.qty.trim());
      const qty = Number(text);
      if (!/^\d{1,4}$/.test(text) || qty > (returnable.get(value.itemId) ?? 0)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["qty"], message: "orders:validation.returnQty" });
        return z.NEVER;
      }
      if (qty > 0 && value.reason === undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: "orders:validation.returnReason" });
        return z.NEVER;
      }
      return { itemId: value.itemId, qty, reason: value.reason };
    });
  return z.object({
    items: z
      .array(line)
      .default([])
      .transform((lines, ctx) => {
        const sent = lines.flatMap(({ itemId, qty, reason }) => (qty > 0 && reason ? [{ itemId, qty, reason }] : []));
        if (sent.length === 0) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "orders:validation.returnNothing" });
          return z.NEVER;
        }
        return sent;
      }),
    comment: z.string().trim().max(RETURN_TEXT_MAX, "orders:validation.returnComment").default(""),
  });
}

export const removeCardSchema = z.object({ id: idField });

export const RATINGS = [5, 4, 3, 2, 1] as const;
