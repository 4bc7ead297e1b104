import { z, type ZodType, type ZodTypeDef } from "zod";
import { badRequest, parse } from "../envelope";
import { skuSchema } from "../params";
import { cartError, isCartErrorKey, type CartErrorKey } from "./errors";

/** Input schemas of the cart endpoints. Every object is strict: an unknown field is a 400. */

/** Most of one product a single line (and a single request) may hold. */
export const MAX_LINE_QTY = 999;
export const MAX_ITEMS_PER_REQUEST = 20;
export const MAX_GIFT_WRAP_MESSAGE = 250;

const QTY_INVALID: CartErrorKey = "cart.qtyInvalid";

/** Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9) digits as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** A whole number written with any of the three digit sets; anything else stays as it is (and fails). */
function integerFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = asciiDigits(value.trim());
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
export const idSchema = z.preprocess(integerFromText, z.number().int().positive().max(2 ** 31 - 1));

/** `{ [option_id]: option_type_id | selection_id }` */
const choiceMap = z
  .record(z.string().regex(/^\d{1,10}$/, "option ids are positive integers"), idSchema)
  .refine((m) => Object.keys(m).length <= 20, "at most 20 options");

export const cartItemInputSchema = z
  .object({
    sku: skuSchema,
    child_sku: skuSchema.nullish(),
    qty: qtySchema,
    custom_options: choiceMap.optional(),
    bundle_options: choiceMap.optional(),
  })
  .strict();
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const createBody = z.object({ buyNow: z.boolean().optional() }).strict();
export const addBody = z.object({ cartItem: cartItemInputSchema }).strict();
export const addMultipleBody = z
  .object({ cartItems: z.array(cartItemInputSchema).min(1).max(MAX_ITEMS_PER_REQUEST) })
  .strict();
export const updateItemBody = z.object({ item_id: idSchema, qty: qtySchema }).strict();
export const deleteItemBody = z.object({ item_id: idSchema }).strict();

/** A code a shopper typed: an empty or over-long one is simply not a valid code. */
const code = (invalid: CartErrorKey) => z.string().trim().min(1, invalid).max(64, invalid);
export const couponBody = z.object({ coupon: code("coupon.invalid") }).strict();
export const giftCardBody = z.object({ code: code("giftCard.invalid") }).strict();

export const giftWrapBody = z
  .object({
    gift_wrap_flag: z.boolean(),
    gift_wrap_message: z
      .string()
      .trim()
      .max(MAX_GIFT_WRAP_MESSAGE, "giftWrap.messageTooLong" satisfies CartErrorKey)
      .default(""),
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
  const keyed = parsed.error.issues.find((issue) => isCartErrorKey(issue.message));
  if (keyed) throw cartError(keyed.message as CartErrorKey);
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
