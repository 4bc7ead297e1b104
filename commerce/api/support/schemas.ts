import { z } from "zod";
import { FULL_NAME_MAX, isName } from "../../contract/account";
import { COMMENT_MAX, commentLength, CONTACT_TOPICS, hasLink, readOrderNumber, SHARE_MESSAGE_MAX } from "../../contract/support";
import { emailSchema, mobileSchema } from "../account/schemas";
import { skuSchema } from "../params";

/** Input schemas of the contact and share endpoints, on the shared field rules (commerce/contract/support.ts). */

const fullNameSchema = z.string().trim().max(FULL_NAME_MAX).refine(isName, "must have at least 2 letters and no digits or symbols");

/** Free text of at most `max` characters; refused, not cut, when longer. */
export const textSchema = (max: number) =>
  z.string().trim().refine((text) => commentLength(text) <= max, `must be at most ${max} characters`);

const orderNumberSchema = z.string().transform((value, ctx) => {
  const number = readOrderNumber(value);
  if (number === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be an order number" });
  return number ?? z.NEVER;
});

export const contactBody = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    mobile: mobileSchema,
    topic: z.enum(CONTACT_TOPICS),
    orderNumber: orderNumberSchema.optional(),
    comment: textSchema(COMMENT_MAX).refine((text) => text !== "", "is required"),
  })
  .strict();

export const shareBody = z
  .object({
    sku: skuSchema,
    to: emailSchema,
    message: textSchema(SHARE_MESSAGE_MAX).refine((text) => !hasLink(text), "must not carry a link").optional(),
  })
  .strict();
