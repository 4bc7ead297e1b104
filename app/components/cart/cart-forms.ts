import { z } from "zod";
import { FULL_NAME_MAX, isName } from "../../../commerce/contract/account";
import { MAX_OPTIONS, SKU_MAX, readId } from "../../../commerce/contract/cart";
import { GIFT_CARD_MESSAGE_MAX, isRecipientEmail, isRecipientName, readSendOn, RECIPIENT_ERRORS } from "../../../commerce/contract/gift-card";
import type { CartItemInput } from "~/models/cart-schemas";
import { CODE_MAX, GIFT_WRAP_MESSAGE_MAX, readQuantity } from "./form-rules";

/**
 * The cart action's forms, one zod schema per `intent`, parsed by the server action with conform (the
 * browser leaves validation to it: decision 006). Messages are keys of the "cart" namespace, translated
 * where they are shown.
 */

export const CART_INTENTS = [
  "add",
  "buy-now",
  "update-qty",
  "remove",
  "apply-coupon",
  "remove-coupon",
  "apply-gift-card",
  "remove-gift-card",
  "gift-wrap",
  "gift-card-recipient",
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (CART_INTENTS as readonly string[]).includes(value);
}

/** A positive whole quantity typed in any digits: `2`, `٢`, ` 2 `. */
export const qtyField = z.unknown().transform((value, ctx) => {
  const read = readQuantity(value);
  if ("qty" in read) return read.qty;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: read.error });
  return z.NEVER;
});

const itemIdField = z.unknown().transform((value, ctx) => {
  const id = readId(value);
  if (id === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.itemInvalid" });
  return id ?? z.NEVER;
});

const codeField = (requiredKey: "validation.couponRequired" | "validation.giftCardRequired") =>
  z
    .string({ required_error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(CODE_MAX, "validation.codeTooLong")
    .transform((value) => value.toUpperCase());

const common = { redirectTo: z.string().optional() };

const productFields = {
  sku: z.string({ required_error: "validation.productMissing" }).trim().min(1, "validation.productMissing").max(SKU_MAX, "validation.productMissing"),
  child_sku: z.string().trim().max(SKU_MAX, "validation.productMissing").optional(),
  qty: qtyField,
};

/** A gift card's form says so (`gift_card=1`) and asks whom it is for (commerce/contract/gift-card.ts). */
const recipientFields = {
  gift_card: z.literal("1").optional(),
  recipient_name: z.string().optional(),
  recipient_email: z.string().optional(),
  message: z.string().optional(),
  send_on: z.string().optional(),
};
type RecipientFields = { gift_card?: "1"; recipient_name?: string; recipient_email?: string; message?: string; send_on?: string };

/** The recipient fields of a gift card's form, each checked by the contract's rule; other products send none. */
function checkRecipient(value: RecipientFields, ctx: z.RefinementCtx) {
  if (value.gift_card !== "1") return;
  const refuse = (field: keyof typeof RECIPIENT_ERRORS) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: `errors.${RECIPIENT_ERRORS[field]}` });
  if (!isRecipientName(value.recipient_name ?? "")) refuse("recipient_name");
  if (!isRecipientEmail(value.recipient_email ?? "")) refuse("recipient_email");
  if ((value.message ?? "").trim().length > GIFT_CARD_MESSAGE_MAX) refuse("message");
  if (readSendOn(value.send_on ?? "", new Date()) === undefined) refuse("send_on");
}

/** The gift card's recipient as the add endpoints take it, the send date in Latin digits; none for other products. */
export function recipientOf(value: RecipientFields): CartItemInput["gift_card"] {
  if (value.gift_card !== "1") return undefined;
  return {
    recipient_name: (value.recipient_name ?? "").trim(),
    recipient_email: (value.recipient_email ?? "").trim(),
    message: (value.message ?? "").trim(),
    send_on: readSendOn(value.send_on ?? "", new Date()) ?? "",
  };
}

/** The gift message's From or To: optional (blank is ""), otherwise the checkout's name rule. */
const giftNameField = z
  .string()
  .trim()
  .max(FULL_NAME_MAX, "validation.giftNameInvalid")
  .refine((name) => name === "" || isName(name), "validation.giftNameInvalid")
  .default("");

export const cartSchemas = {
  add: z.object({ intent: z.literal("add"), ...common, ...productFields, ...recipientFields }).superRefine(checkRecipient),
  "buy-now": z.object({ intent: z.literal("buy-now"), ...common, ...productFields, ...recipientFields }).superRefine(checkRecipient),
  "gift-card-recipient": z
    .object({ intent: z.literal("gift-card-recipient"), ...common, item_id: itemIdField, ...recipientFields, gift_card: z.literal("1") })
    .superRefine(checkRecipient),
  "update-qty": z.object({ intent: z.literal("update-qty"), ...common, item_id: itemIdField, qty: qtyField }),
  remove: z.object({ intent: z.literal("remove"), ...common, item_id: itemIdField }),
  "apply-coupon": z.object({ intent: z.literal("apply-coupon"), ...common, coupon: codeField("validation.couponRequired") }),
  "remove-coupon": z.object({ intent: z.literal("remove-coupon"), ...common, coupon: codeField("validation.couponRequired") }),
  "apply-gift-card": z.object({ intent: z.literal("apply-gift-card"), ...common, code: codeField("validation.giftCardRequired") }),
  "remove-gift-card": z.object({ intent: z.literal("remove-gift-card"), ...common, code: codeField("validation.giftCardRequired") }),
  "gift-wrap": z
    .object({
      intent: z.literal("gift-wrap"),
      ...common,
      gift_wrap: z.literal("on").optional(),
      gift_wrap_message: z.string().max(GIFT_WRAP_MESSAGE_MAX, "validation.giftWrapTooLong").optional(),
      gift_sender: giftNameField,
      gift_receiver: giftNameField,
    })
    .transform(({ gift_wrap, gift_wrap_message, gift_sender, gift_receiver, ...rest }) => ({
      ...rest,
      flag: gift_wrap === "on",
      message: (gift_wrap_message ?? "").trim(),
      sender: gift_sender,
      receiver: gift_receiver,
    })),
} satisfies Record<CartIntent, z.ZodTypeAny>;

const OPTION_NAME = /^(custom_option|bundle_option)\[(\d{1,10})\]$/;

/**
 * The product form's option inputs, `custom_option[{option_id}]` and `bundle_option[{option_id}]`, as
 * `{ option_id: value_id }` maps. Empty values ("None") are left out; anything else that is not a
 * whole number makes the form invalid (null).
 */
export function readOptionMaps(
  entries: Iterable<[string, FormDataEntryValue]>,
): { custom_options: Record<string, number>; bundle_options: Record<string, number> } | null {
  const custom_options: Record<string, number> = {};
  const bundle_options: Record<string, number> = {};
  for (const [name, value] of entries) {
    const match = OPTION_NAME.exec(name);
    if (!match) continue;
    if (typeof value !== "string") return null;
    if (value.trim() === "") continue;
    const valueId = readId(value);
    const map = match[1] === "custom_option" ? custom_options : bundle_options;
    if (valueId === null || readId(match[2]) === null || Object.keys(map).length >= MAX_OPTIONS) return null;
    map[match[2]!] = valueId;
  }
  return { custom_options, bundle_options };
}

/** The form fields without the option inputs, which conform would read as sparse arrays. */
export function withoutOptionInputs(formData: FormData): FormData {
  const plain = new FormData();
  for (const [name, value] of formData) if (!OPTION_NAME.test(name)) plain.append(name, value);
  return plain;
}
