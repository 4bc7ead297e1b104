import { z } from "zod";
import {
  BIN,
  isUaeDay,
  PROMO_CODE,
  PROMO_DESCRIPTION_MAX,
  PROMO_FILS_MAX,
  PROMO_KINDS,
  PROMO_LIMIT_MAX,
  PROMO_PERCENT_MAX,
  PROMO_SCOPES,
  PROMO_SKUS_MAX,
  PROMO_STATES,
} from "../../contract/promotion";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { changeBins, changePromotion, createPromotion, getPromotion, listPromotions, promotionScopes } from "./back-office";

/** The back office's promo codes and bank offers (docs/admin-api.md "Promotions"), for `promotions.manage`. */

const listQuery = z.object({
  q: z.string().trim().max(32).optional(),
  state: z.enum(PROMO_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const fils = z.number().int().min(0).max(PROMO_FILS_MAX);
const limit = z.number().int().min(1).max(PROMO_LIMIT_MAX).nullable();
const day = z.string().refine(isUaeDay, "a UAE day, YYYY-MM-DD").nullable();
const description = z.string().trim().min(1).max(PROMO_DESCRIPTION_MAX);

const fields = z.object({
  kind: z.enum(PROMO_KINDS),
  amount: z.number().int().min(0).max(PROMO_FILS_MAX),
  min_subtotal: fils,
  max_discount: fils.nullable(),
  scope: z.enum(PROMO_SCOPES),
  category_id: z.number().int().min(1).nullable(),
  brand: z.string().trim().min(1).max(64).nullable(),
  skus: z.array(z.string().trim().min(1).max(64)).max(PROMO_SKUS_MAX),
  from: day,
  to: day,
  usage_limit: limit,
  per_customer_limit: limit,
  description_en: description,
  description_ar: description,
  is_active: z.boolean(),
  is_bank_coupon: z.boolean(),
});

/** The rules between fields: the amount by kind, the scope's value, the dates in order. */
function checked<T extends z.infer<typeof fields>>(value: T, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (value.kind === "percent" && (value.amount < 1 || value.amount > PROMO_PERCENT_MAX)) problem("amount", "a percent from 1 to 100");
  if (value.kind === "fixed" && value.amount < 1) problem("amount", "at least 1 fils");
  if (value.scope === "category" && value.category_id === null) problem("category_id", "required for a category scope");
  if (value.scope === "brand" && value.brand === null) problem("brand", "required for a brand scope");
  if (value.scope === "skus" && value.skus.length === 0) problem("skus", "required for a SKU scope");
  if (value.from !== null && value.to !== null && value.from > value.to) problem("to", "not before from");
}

const promotion = fields.strict().superRefine(checked);
const createBody = fields.extend({ code: z.string().trim().regex(PROMO_CODE) }).strict().superRefine(checked);

const changeBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("edit"), promotion }).strict(),
  z.object({ action: z.literal("deactivate") }).strict(),
]);

const bin = z.string().regex(BIN);
const binBody = z
  .discriminatedUnion("action", [z.object({ action: z.literal("add"), bin_from: bin, bin_to: bin }).strict(), z.object({ action: z.literal("remove"), bin_from: bin }).strict()])
  .refine((change) => change.action === "remove" || change.bin_from <= change.bin_to, { path: ["bin_to"], message: "not below bin_from" });

const ID = "(\\d{1,10})";

export const promotionStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/promotions$/,
    async (c) => {
      await requireStaff(c, "promotions.manage");
      return listPromotions(c.ctx.db, parse(listQuery, Object.fromEntries(c.params)), c.ctx.now());
    },
  ],
  [
    "GET",
    /^\/api\/admin\/promotions\/scopes$/,
    async (c) => {
      await requireStaff(c, "promotions.manage");
      return promotionScopes(c.ctx.db);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/promotions$/,
    async (c) => {
      const { actor } = await requireStaff(c, "promotions.manage");
      return createPromotion(c.ctx, actor, parse(createBody, await readJson(c.request)));
    },
  ],
  [
    "GET",
    new RegExp(`^/api/admin/promotions/${ID}$`),
    async (c) => {
      await requireStaff(c, "promotions.manage");
      return getPromotion(c.ctx.db, Number(c.path[0]), c.ctx.now());
    },
  ],
  [
    "POST",
    new RegExp(`^/api/admin/promotions/${ID}$`),
    async (c) => {
      const { actor } = await requireStaff(c, "promotions.manage");
      return changePromotion(c.ctx, actor, Number(c.path[0]), parse(changeBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    new RegExp(`^/api/admin/promotions/${ID}/bins$`),
    async (c) => {
      const { actor } = await requireStaff(c, "promotions.manage");
      return changeBins(c.ctx, actor, Number(c.path[0]), parse(binBody, await readJson(c.request)));
    },
  ],
];
