import { z } from "zod";
import { EMAIL_MAX, isName } from "../../../commerce/contract/account";
import { readId, toLatinDigits } from "../../../commerce/contract/cart";
import { newStaffPasswordProblem } from "../../../commerce/contract/password-strength";
import { STAFF_NAME_MAX, STAFF_ROLES } from "../../../commerce/contract/staff";
import { LICENCE_KEY_FILE_MAX_BYTES } from "../../../commerce/contract/licence-keys";
import { CATALOGUE_FILE_MAX_BYTES, readStock } from "../../../commerce/contract/catalogue-import";
import {
  BANK_REFERENCE_MAX,
  CANCEL_REASON_MAX,
  CARRIER_MAX,
  CASH_PAYOUTS,
  COLLECTION_CODE_DIGITS,
  ORDER_NOTE_MAX,
  RETURN_DISPOSITIONS,
  RETURN_TEXT_MAX,
  TRACKING_NUMBER_MAX,
  UNDELIVERED_REASONS,
} from "../../../commerce/contract/order";
import { CONTACT_REPLY_MAX } from "../../../commerce/contract/support";
import { GIFT_CARD_REASON_MAX, STAFF_GIFT_CARD_MAX, STAFF_GIFT_CARD_MIN } from "../../../commerce/contract/gift-card";
import { REVIEW_REPLY_MAX, REVIEW_STAFF_REASON_MAX } from "../../../commerce/contract/review";
import { GRADES } from "../../../commerce/contract/tradein";
import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_CODE_MAX,
  BRAND_CODE_PATTERN,
  BRAND_COLOR_PATTERN,
  MOVE_DIRECTIONS,
  TAXONOMY_NAME_MAX,
  URL_KEY_MAX,
  URL_KEY_PATTERN,
} from "../../../commerce/contract/taxonomy";
import {
  isUaeDay,
  PROMO_CODE,
  PROMO_DESCRIPTION_MAX,
  PROMO_KINDS,
  PROMO_LIMIT_MAX,
  PROMO_PERCENT_MAX,
  PROMO_SCOPES,
  PROMO_SKUS_MAX,
  readBin,
  readSkus,
} from "../../../commerce/contract/promotion";

/**
 * The back office's form fields, one rule per field from the shared contract; the commerce endpoints check the
 * same rules again. Messages are keys of the `admin` namespace.
 */

const required = { required_error: "validation.required" };

const emailField = z.string(required).trim().max(EMAIL_MAX, "validation.email").email("validation.email");

export const signInSchema = z.object({ email: emailField, password: z.string(required).max(256, "validation.required") });

/** A code from the app (digits of any script) or a recovery code: the backend tells which. */
export const codeSchema = z.object({
  code: z
    .string(required)
    .trim()
    .max(32, "validation.code")
    .transform((code) => toLatinDigits(code)),
});

const PASSWORD_MESSAGES = { length: "validation.passwordLength", weak: "validation.passwordWeak" } as const;

export const invitationSchema = z
  .object({
    password: z.string(required).superRefine((password, ctx) => {
      const problem = newStaffPasswordProblem(password);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: PASSWORD_MESSAGES[problem] });
    }),
    confirm: z.string(required),
  })
  .refine((value) => value.password === value.confirm, { message: "validation.passwordMismatch", path: ["confirm"] });

export const roleField = z.enum(STAFF_ROLES, { errorMap: () => ({ message: "validation.choose" }) });

export const inviteSchema = z.object({
  name: z.string(required).trim().max(STAFF_NAME_MAX, "validation.name").refine(isName, "validation.name"),
  email: emailField,
  role: roleField,
  locale: z.enum(["en", "ar"], { errorMap: () => ({ message: "validation.choose" }) }),
});

/** AED as typed (`1250`, `1,250.50`, Arabic-Indic digits and separators too: `١٬٢٥٠٫٥٠`), as fils; null when it is not. */
export function readAed(value: string): number | null {
  const text = toLatinDigits(value).replace(/\u066B/g, ".").replace(/[,\u066C\s]/g, "");
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
}

export const aedField = z.string(required).transform((value, ctx) => {
  const fils = readAed(value);
  if (fils === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.price" });
    return z.NEVER;
  }
  return fils;
});

export const acceptTradeInSchema = z.object({
  reference: z.string(required).max(64),
  grade: z.enum(GRADES, { errorMap: () => ({ message: "validation.choose" }) }),
  price: aedField,
});

export const rejectTradeInSchema = z.object({
  reference: z.string(required).max(64),
  reason: z.string(required).trim().min(1, "validation.required").max(500, "validation.required"),
});

const reviewId = z.string(required).transform((value, ctx) => {
  const id = readId(value);
  if (id === null) ctx.addIssue({ code: "custom", message: "validation.required" });
  return id ?? 0;
});

/** What staff do with a review; the action travels in a hidden field, since each form has one button. */
export const reviewDecisionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), review: reviewId }),
  z.object({
    action: z.literal("reject"),
    review: reviewId,
    reason: z.string(required).trim().min(1, "validation.required").max(REVIEW_STAFF_REASON_MAX, "validation.reason"),
  }),
  z.object({ action: z.literal("delete"), review: reviewId }),
  z.object({ action: z.literal("reply"), review: reviewId, reply: z.string().trim().max(REVIEW_REPLY_MAX, "validation.reviewReply").default("") }),
]);

const giftCardReason = z.string(required).trim().min(1, "validation.required").max(GIFT_CARD_REASON_MAX, "validation.reason");

export const issueGiftCardSchema = z.object({
  value: aedField.pipe(z.number().min(STAFF_GIFT_CARD_MIN, "validation.giftCardValue").max(STAFF_GIFT_CARD_MAX, "validation.giftCardValue")),
  reason: giftCardReason,
});

/** Void a card or set its balance; `seen` is the balance the page showed, so a card that moved since is not overwritten. */
export const changeGiftCardSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("void"), code: z.string(required).max(32), reason: giftCardReason }),
  z.object({
    action: z.literal("adjust"),
    code: z.string(required).max(32),
    seen: z.coerce.number().int().min(0),
    balance: aedField.pipe(z.number().max(STAFF_GIFT_CARD_MAX, "validation.giftCardValue")),
    reason: giftCardReason,
  }),
]);

export const noteSchema = z.object({
  note: z.string(required).trim().min(1, "validation.required").max(ORDER_NOTE_MAX, "validation.note"),
});

const shipmentNo = z.string(required).regex(/^\d{1,20}-\d{1,4}$/, "validation.required");

/** The moves that take nothing but the press of their button. */
export const PLAIN_MOVES = ["process", "deliver", "receive", "readyForCollection", "complete"] as const;

export const plainMoveSchema = z.object({ shipmentNo, action: z.enum(PLAIN_MOVES) });

export const dispatchSchema = z.object({
  shipmentNo,
  action: z.literal("dispatch"),
  carrier: z.string(required).trim().min(1, "validation.carrier").max(CARRIER_MAX, "validation.carrier"),
  trackingNumber: z
    .string(required)
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9-]{1,${TRACKING_NUMBER_MAX}}$`), "validation.trackingNumber"),
});

export const failDeliverySchema = z.object({
  shipmentNo,
  action: z.literal("failDelivery"),
  reason: z.enum(UNDELIVERED_REASONS, { errorMap: () => ({ message: "validation.choose" }) }),
});

export const collectSchema = z.object({
  shipmentNo,
  action: z.literal("collect"),
  code: z
    .string(required)
    .transform((code) => toLatinDigits(code).replace(/\s+/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${COLLECTION_CODE_DIGITS}}$`), "validation.collectionCode")),
});

export const splitSchema = z.object({
  shipmentNo,
  itemIds: z.array(z.coerce.number().int().positive(), { required_error: "validation.splitLines" }).min(1, "validation.splitLines"),
});

export const cancelLinesSchema = z.object({
  itemIds: z.array(z.coerce.number().int().positive(), { required_error: "validation.cancelLines" }).min(1, "validation.cancelLines"),
  reason: z.string(required).trim().min(1, "validation.required").max(CANCEL_REASON_MAX, "validation.reason"),
});

export const replySchema = z.object({
  body: z.string(required).trim().min(1, "validation.required").max(CONTACT_REPLY_MAX, "validation.replyBody"),
});

const returnId = z.coerce.number().int().positive();
const choose = { errorMap: () => ({ message: "validation.choose" }) };

/** The parcel came in: nothing to type. */
export const receiveReturnSchema = z.object({ returnId, step: z.literal("receive") });

/** Restock or write off; cash on delivery comes back as store credit or by a bank transfer, named by its reference. */
export const acceptReturnSchema = z
  .object({
    returnId,
    step: z.literal("accept"),
    disposition: z.enum(RETURN_DISPOSITIONS, choose),
    payout: z.enum(CASH_PAYOUTS, choose).optional(),
    bankReference: z.string().trim().max(BANK_REFERENCE_MAX, "validation.bankReference").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.payout === "bankTransfer" && !value.bankReference) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["bankReference"], message: "validation.bankReference" });
    }
  })
  .transform(({ bankReference, ...value }) =>
    value.payout === "bankTransfer" ? { ...value, payout: value.payout, bankReference: bankReference! } : { ...value, payout: value.payout },
  );

export const rejectReturnSchema = z.object({
  returnId,
  step: z.literal("reject"),
  reason: z.string(required).trim().min(1, "validation.required").max(RETURN_TEXT_MAX, "validation.reason"),
});

/** A CSV file of licence keys (`sku,key`); `apply` only from the Import button, else the file is only checked. */
export const licenceKeyImportSchema = z.object({
  file: z
    .instanceof(File, { message: "licenceKeys.fileRequired" })
    .refine((file) => file.size > 0, "licenceKeys.fileRequired")
    .refine((file) => file.size <= LICENCE_KEY_FILE_MAX_BYTES, "licenceKeys.fileTooLarge"),
  apply: z.literal("yes").optional(),
});

/* ---------- Categories and brands ---------- */

const idField = z.string(required).transform((value, ctx) => {
  const id = readId(value);
  if (id === null) ctx.addIssue({ code: "custom", message: "validation.choose" });
  return id ?? 0;
});
const taxonomyName = z.string(required).trim().min(1, "validation.required").max(TAXONOMY_NAME_MAX, "validation.taxonomyName");
/** A slug as typed: Arabic-Indic digits and capitals are read as what they stand for. */
const slugField = (max: number, pattern: RegExp) =>
  z
    .string(required)
    .transform((value) => toLatinDigits(value.trim()).toLowerCase())
    .pipe(z.string().max(max, "validation.slug").regex(pattern, "validation.slug"));
const ticked = z.literal("on").optional().transform((value) => value === "on");
const categoryFields = { parent_id: idField, name_en: taxonomyName, name_ar: taxonomyName, url_key: slugField(URL_KEY_MAX, URL_KEY_PATTERN) };

/** Create a category, change one (names, url_key, parent, shown, in the menu), or move it among its siblings. */
export const categoryFormSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), ...categoryFields }),
  z.object({ action: z.literal("update"), category: idField, ...categoryFields, is_active: ticked, include_in_menu: ticked }),
  z.object({ action: z.literal("move"), category: idField, direction: z.enum(MOVE_DIRECTIONS) }),
]);

const brandFields = {
  name_en: taxonomyName,
  name_ar: taxonomyName,
  color: z.string(required).trim().toLowerCase().regex(BRAND_COLOR_PATTERN, "validation.color"),
};

/** Create a brand (its code chosen once), rename one, or give it a logo. */
export const brandFormSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), brand: slugField(BRAND_CODE_MAX, BRAND_CODE_PATTERN), ...brandFields }),
  z.object({ action: z.literal("update"), brand: z.string(required).max(BRAND_CODE_MAX), ...brandFields }),
  z.object({
    action: z.literal("logo"),
    brand: z.string(required).max(BRAND_CODE_MAX),
    logo: z
      .instanceof(File, { message: "validation.logoRequired" })
      .refine((file) => file.size > 0, "validation.logoRequired")
      .refine((file) => file.size <= BRAND_LOGO_MAX_BYTES, "validation.logoTooLarge"),
  }),
]);

/** A CSV file of stock and prices (`sku,stock,price,special_price,store:<code>`); `apply` only from the Apply button. */
export const catalogueImportSchema = z.object({
  file: z
    .instanceof(File, { message: "catalogueImport.fileRequired" })
    .refine((file) => file.size > 0, "catalogueImport.fileRequired")
    .refine((file) => file.size <= CATALOGUE_FILE_MAX_BYTES, "catalogueImport.fileTooLarge"),
  apply: z.literal("yes").optional(),
});

/** Units in stock: a whole number from 0 to 1,000,000, in any digits. */
const stockField = z
  .string(required)
  .transform((text, ctx) => readStock(text) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.stock" }), z.NEVER));

/** One product's stock online and on each store's shelves, by store code (`stores.DXB-MOE`). */
export const productStockSchema = z.object({ stock: stockField, stores: z.record(stockField).default({}) });

/** A whole number typed in any digits, or nothing (no limit). */
const countField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return null;
    const text = toLatinDigits(value.trim());
    if (!/^\d{1,7}$/.test(text) || Number(text) < 1 || Number(text) > PROMO_LIMIT_MAX) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.count" });
      return z.NEVER;
    }
    return Number(text);
  });

/** A UAE day as a date field posts it (`YYYY-MM-DD`, any digits), or nothing. */
const dayField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return null;
    const day = toLatinDigits(value.trim());
    if (!isUaeDay(day)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.date" });
      return z.NEVER;
    }
    return day;
  });

const promoDescription = z.string(required).trim().min(1, "validation.required").max(PROMO_DESCRIPTION_MAX, "validation.promoDescription");

const promotionFields = z.object({
  kind: z.enum(PROMO_KINDS, { errorMap: () => ({ message: "validation.choose" }) }),
  /** A percent, or AED: which one the kind says. */
  amount: z.string().optional(),
  min_subtotal: aedField.optional(),
  max_discount: aedField.optional(),
  scope: z.enum(PROMO_SCOPES, { errorMap: () => ({ message: "validation.choose" }) }),
  category_id: z.string().optional(),
  brand: z.string().max(64).optional(),
  skus: z.string().max(5_000, "validation.skus").optional(),
  from: dayField,
  to: dayField,
  usage_limit: countField,
  per_customer_limit: countField,
  description_en: promoDescription,
  description_ar: promoDescription,
  is_active: z.literal("on").optional(),
  is_bank_coupon: z.literal("on").optional(),
});

/** The fields as the backend takes them, with the rules between fields: the amount by kind, the scope's value, the dates in order. */
function promotionInput({ amount, min_subtotal, max_discount, category_id, brand, skus, is_active, is_bank_coupon, ...rest }: z.infer<typeof promotionFields>, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  const typed = toLatinDigits(amount?.trim() ?? "").replace(/[,\s]/g, "");
  let value = 0;
  if (rest.kind === "percent") {
    value = /^\d{1,3}$/.test(typed) ? Number(typed) : 0;
    if (value < 1 || value > PROMO_PERCENT_MAX) problem("amount", "validation.percent");
  } else if (rest.kind === "fixed") {
    value = /^\d{1,7}(?:\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : 0;
    if (value < 1) problem("amount", "validation.price");
  }
  const categoryId = category_id === undefined ? null : readId(category_id);
  const skuList = readSkus(skus ?? "");
  if (rest.scope === "category" && categoryId === null) problem("category_id", "validation.choose");
  if (rest.scope === "brand" && !brand) problem("brand", "validation.choose");
  if (rest.scope === "skus" && (skuList.length === 0 || skuList.length > PROMO_SKUS_MAX)) problem("skus", "validation.skus");
  if (rest.from !== null && rest.to !== null && rest.from > rest.to) problem("to", "validation.dateOrder");
  return {
    ...rest,
    amount: value,
    min_subtotal: min_subtotal ?? 0,
    max_discount: max_discount ?? null,
    category_id: rest.scope === "category" ? categoryId : null,
    brand: rest.scope === "brand" ? (brand ?? null) : null,
    skus: rest.scope === "skus" ? skuList : [],
    is_active: is_active === "on",
    is_bank_coupon: is_bank_coupon === "on",
  };
}

export const promotionSchema = promotionFields.transform(promotionInput);
/** A new code; its field is `promo_code`, as a refused form keeps what was typed in it (it hides fields named `code`). */
export const newPromotionSchema = promotionFields
  .extend({ promo_code: z.string(required).trim().regex(PROMO_CODE, "validation.promoCode") })
  .transform(({ promo_code, ...fields }, ctx) => ({ code: promo_code, ...promotionInput(fields, ctx) }));

const binField = z.string(required).transform((value, ctx) => {
  const bin = readBin(value);
  if (bin === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.bin", fatal: true });
    return z.NEVER;
  }
  return bin;
});

/** Add a BIN range to a bank offer (six digits each, in any script, from not above to) or remove one. */
export const binRangeSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("add"), bin_from: binField, bin_to: binField }),
  z.object({ action: z.literal("remove"), bin_from: binField }),
]).superRefine((change, ctx) => {
  if (change.action === "add" && change.bin_from > change.bin_to) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["bin_to"], message: "validation.binOrder" });
});
