import { z } from "zod";
import { readId } from "../../../commerce/contract/cart";
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN } from "../../../commerce/contract/order";

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

export const removeCardSchema = z.object({ id: idField });

export const RATINGS = [5, 4, 3, 2, 1] as const;
