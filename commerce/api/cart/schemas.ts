import { z, type ZodType, type ZodTypeDef } from "zod";
import {
  CODE_MAX,
  GIFT_WRAP_MESSAGE_MAX,
  MAX_LINE_QTY,
  MAX_OPTIONS,
  isCartErrorCode,
  readId,
  toLatinDigits,
  VISITOR_ID,
  type CartErrorCode,
} from "../../contract/cart";
import { FULL_NAME_MAX, isName } from "../../contract/account";
import { GIFT_CARD_MESSAGE_MAX, isRecipientEmail, isRecipientName, RECIPIENT_ERRORS } from "../../contract/gift-card";
import { badRequest, parse } from "../envelope";
import { skuSchema } from "../params";
import { cartError } from "./errors";

/** Input schemas of the cart endpoints, on the shared field rules (commerce/contract/cart.ts). Every object is strict: an unknown field is a 400. */

export { MAX_LINE_QTY };
export const MAX_ITEMS_PER_REQUEST = 20;

const QTY_INVALID: CartErrorCode = "cart.qtyInvalid";

/** A whole number written with any of the three digit sets; anything else stays as it is (and fails). */
function integerFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = toLatinDigits(value.trim());
  return /^\d{1,9}$/.test(text) ? Number(text) : value;
}

export const qtySchema = z.preprocess(
  integerFromText,
  z
    .number({ invalid_type_error: QTY_INVALID, required_error: QTY_INVALID })
    .int(QTY_INVALID)
    .min(1, QTY_INVALID)
    .max(MAX_LINE_QTY, QTY_INVALID),
);

/** A database id: a positive integer, or its digits as a string (HTML forms send strings). */
export const idSchema = z.unknown().transform((value, ctx) => {
  const id = readId(value);
  if (id === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a positive integer id" });
  return id ?? z.NEVER;
});

/** `{ [option_id]: option_type_id | selection_id }` */
const choiceMap = z
  .record(z.string().refine((key) => readId(key) !== null, "option ids are positive integers"), idSchema)
  .refine((m) => Object.keys(m).length <= MAX_OPTIONS, `at most ${MAX_OPTIONS} options`);

/** Who a gift card is for (commerce/contract/gift-card.ts); the send date is checked against today where the line is made. */
export const giftCardRecipientSchema = z
  .object({
    recipient_name: z.string().refine(isRecipientName, RECIPIENT_ERRORS.recipient_name).transform((s) => s.trim()),
    recipient_email: z.string().refine(isRecipientEmail, RECIPIENT_ERRORS.recipient_email).transform((s) => s.trim()),
    message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX, RECIPIENT_ERRORS.message).default(""),
    send_on: z.string().max(20, RECIPIENT_ERRORS.send_on).default(""),
  })
  .strict();
export type GiftCardRecipientInput = z.infer<typeof giftCardRecipientSchema>;

export const cartItemInputSchema = z
  .object({
    sku: skuSchema,
    child_sku: skuSchema.nullish(),
    qty: qtySchema,
    custom_options: choiceMap.optional(),
    bundle_options: choiceMap.optional(),
    gift_card: giftCardRecipientSchema.optional(),
  })
  .strict();
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** `visitorId`: the browser's id (decision 007); creating with one returns that browser's active guest cart if it has one. */
export const createBody = z
  .object({ buyNow: z.boolean().optional(), visitorId: z.string().regex(VISITOR_ID).optional() })
  .strict();
export const addBody = z.object({ cartItem: cartItemInputSchema }).strict();
export const addMultipleBody = z
  .object({ cartItems: z.array(cartItemInputSchema).min(1).max(MAX_ITEMS_PER_REQUEST) })
  .strict();
export const updateItemBody = z.object({ item_id: idSchema, qty: qtySchema }).strict();
/** A line's new choices (edit mode): the configurable's child, the custom options (none left out), the quantity. */
export const editItemBody = z
  .object({ item_id: idSchema, child_sku: skuSchema.nullish(), custom_options: choiceMap.optional(), qty: qtySchema })
  .strict();
export type LineEditInput = Omit<z.infer<typeof editItemBody>, "item_id">;
export const deleteItemBody = z.object({ item_id: idSchema }).strict();
export const giftCardRecipientBody = z.object({ item_id: idSchema, gift_card: giftCardRecipientSchema }).strict();

/** A code a shopper typed: an empty or over-long one is simply not a valid code. */
const code = (invalid: CartErrorCode) => z.string().trim().min(1, invalid).max(CODE_MAX, invalid);
export const couponBody = z.object({ coupon: code("coupon.invalid") }).strict();
export const giftCardBody = z.object({ code: code("giftCard.invalid") }).strict();

/** From or To of a gift message: optional, blank is absent, else the name rule of checkout's full name. */
const giftName = (invalid: CartErrorCode) =>
  z.string().trim().max(FULL_NAME_MAX, invalid).refine((name) => name === "" || isName(name), invalid).default("");

export const giftWrapBody = z
  .object({
    gift_wrap_flag: z.boolean(),
    gift_wrap_message: z
      .string()
      .trim()
      .max(GIFT_WRAP_MESSAGE_MAX, "giftWrap.messageTooLong" satisfies CartErrorCode)
      .default(""),
    gift_sender: giftName("giftWrap.senderInvalid"),
    gift_receiver: giftName("giftWrap.receiverInvalid"),
  })
  .strict();

export const shippingMethodsBody = z
  .object({
    address: z
      .object({
        country_id: z.string().trim().toUpperCase().length(2, "country_id is a 2-letter code"),
        city: z.string().trim().max(120).optional(),
      })
      .strict(),
  })
  .strict();

/** Cart tokens: 32 random bytes as base64url (43 characters). */
export const cartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const mergeBody = z.object({ guestCart: z.string().min(1).max(64) }).strict();

/**
 * Like `parse`, but a failure whose message is a cart error key answers with that key alone (a shopper
 * error the storefront translates); other failures (wrong types, unknown fields) keep the developer message.
 */
export function parseInput<Output, Input>(schema: ZodType<Output, ZodTypeDef, Input>, value: unknown): Output {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const keyed = parsed.error.issues.find((issue) => isCartErrorCode(issue.message));
  if (keyed) throw cartError(keyed.message as CartErrorCode);
  parse(schema, value);
  throw badRequest("invalid request");
}

/** The `cartId` query parameter; anything that is not a well-formed token is a cart that does not exist. */
export function cartTokenParam(params: URLSearchParams): string {
  const parsed = cartTokenSchema.safeParse(params.get("cartId"));
  if (!parsed.success) throw cartError("cart.notFound");
  return parsed.data;
}

/** `withCart=false`: the answer leaves out the re-priced cart, for a caller that only redirects. */
export function withCartParam(params: URLSearchParams): boolean {
  const value = params.get("withCart");
  if (value === null || value === "true") return true;
  if (value === "false") return false;
  throw badRequest("withCart must be true or false");
}

/** A JSON body; an empty body counts as `{}` (for calls whose fields are all optional). */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("request body must be JSON");
  }
}
