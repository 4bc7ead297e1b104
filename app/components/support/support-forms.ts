import { z } from "zod";
import { EMAIL_MAX, FULL_NAME_MAX, isName } from "../../../commerce/contract/account";
import { COMMENT_MAX, commentLength, CONTACT_TOPICS, hasLink, readOrderNumber, SHARE_MESSAGE_MAX } from "../../../commerce/contract/support";
import { readUaeMobile } from "../../../commerce/contract/phone-reader";

/**
 * The contact and share forms' fields, one rule per field from the shared contract (commerce/contract/); the
 * commerce endpoints check the same rules again. Messages are keys of the `account` namespace (the shared field
 * messages), or of `support` with its prefix, as the account form pieces translate them.
 */

const required = { required_error: "validation.required" };

const nameField = z
  .string(required)
  .trim()
  .max(FULL_NAME_MAX, "support:validation.nameTooLong")
  .refine(isName, "validation.nameInvalid");

const emailField = z.string(required).trim().max(EMAIL_MAX, "validation.emailInvalid").email("validation.emailInvalid");

/** Typed with or without +971/0, in any digits; the value is the 9 national digits. */
const mobileField = z.string(required).transform((value, ctx) => {
  const mobile = readUaeMobile(value);
  if (mobile === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.mobileInvalid" });
  return mobile ?? z.NEVER;
});

const orderNumberField = z.string().transform((value, ctx) => {
  const number = readOrderNumber(value);
  if (number === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "support:validation.orderNumberInvalid" });
  return number ?? z.NEVER;
});

/** Free text of at most `max` characters, refused (not cut) when longer. */
const textField = (max: number) =>
  z.string(required).trim().refine((text) => commentLength(text) <= max, "support:validation.textTooLong");

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: mobileField,
  topic: z.enum(CONTACT_TOPICS, { errorMap: () => ({ message: "support:validation.topicInvalid" }) }),
  orderNumber: orderNumberField.optional(),
  comment: textField(COMMENT_MAX).refine((text) => text !== "", "validation.required"),
});

/** No sender name (the backend names a signed-in customer, else "a visitor") and no links in the message. */
export const shareSchema = z.object({
  to: emailField,
  message: textField(SHARE_MESSAGE_MAX).refine((text) => !hasLink(text), "support:validation.messageLink").optional(),
});
