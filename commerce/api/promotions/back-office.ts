import { sql } from "kysely";
import { uaeDayBound, type BinChange, type PromoScope, type PromoState, type PromotionInput } from "../../contract/promotion";
import { STAFF_ERRORS } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { countOf } from "../../db/paging";
import type { PromoRuleTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { OrderTotals } from "../orders/place";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { recordAudit, type Actor } from "../staff/audit";

/**
 * Promo codes and bank offers as staff keep them (issue 22, decision 055): listed with their uses and what the orders
 * that used them came to, created and edited (a code's spelling never changes: carts, orders and BIN ranges name
 * it), switched off, and a bank offer's BIN ranges added and removed. Every change is audited in its transaction.
 */

export interface PromotionQuery {
  q?: string;
  state?: PromoState;
  page: number;
  pageSize: number;
}

type RuleRow = Omit<PromoRuleTable, "id"> & { id: number };

const promotionError = (code: keyof typeof STAFF_ERRORS) => contractError(STAFF_ERRORS, code);

function filtered(db: DB, query: PromotionQuery, now: Date) {
  let rules = db.selectFrom("promo_rules");
  const q = query.q?.trim();
  if (q) rules = rules.where(sql<boolean>`lower(code) like ${`%${q.toLowerCase().replace(/[%_]/g, "")}%`}`);
  const at = now.toISOString();
  switch (query.state) {
    case "inactive":
      rules = rules.where("is_active", "=", 0);
      break;
    case "expired":
      rules = rules.where("is_active", "=", 1).where("to_date", "<", at);
      break;
    case "active":
      rules = rules.where("is_active", "=", 1).where((eb) => eb.or([eb("to_date", "is", null), eb("to_date", ">=", at)]));
      break;
  }
  return rules;
}

function stateOf(rule: Pick<RuleRow, "is_active" | "to_date">, now: Date): PromoState {
  if (rule.is_active !== 1) return "inactive";
  return rule.to_date !== null && rule.to_date < now.toISOString() ? "expired" : "active";
}

/** What the orders that used each code came to (before gift cards, which pay rather than discount) and took off; cancelled and failed orders do not count. */
async function salesOf(db: DB, codes: readonly string[]): Promise<Map<string, { orders: number; revenue: number; discount: number }>> {
  const sales = new Map(codes.map((code) => [code.toLowerCase(), { orders: 0, revenue: 0, discount: 0 }]));
  if (codes.length === 0) return sales;
  const orders = await db
    .selectFrom("orders")
    .select(["coupon_code", "bank_coupon_code", "totals"])
    .where((eb) => eb.or([eb("coupon_code", "in", codes), eb("bank_coupon_code", "in", codes)]))
    .where("status", "not in", ["cancelled", "failed"])
    .execute();
  for (const order of orders) {
    const totals = JSON.parse(order.totals) as OrderTotals;
    for (const [code, discount] of [[order.coupon_code, totals.promo_discount], [order.bank_coupon_code, totals.bank_discount]] as const) {
      const sale = code === null ? undefined : sales.get(code.toLowerCase());
      if (!sale) continue;
      sale.orders += 1;
      sale.revenue += totals.grand_total_before_gift_cards;
      sale.discount += discount;
    }
  }
  return sales;
}

async function skusOf(db: DB, ruleIds: readonly number[]): Promise<Map<number, string[]>> {
  const skus = new Map(ruleIds.map((id) => [id, [] as string[]]));
  if (ruleIds.length === 0) return skus;
  const rows = await db.selectFrom("promo_rule_skus").select(["rule_id", "sku"]).where("rule_id", "in", ruleIds).orderBy("sku").execute();
  for (const row of rows) skus.get(row.rule_id)!.push(row.sku);
  return skus;
}

function scopeOf(rule: RuleRow, skus: string[]): PromoScope {
  if (skus.length > 0) return "skus";
  if (rule.scope_brand !== null) return "brand";
  return rule.scope_category_id !== null ? "category" : "none";
}

function viewOf(rule: RuleRow, skus: string[], sales: { orders: number; revenue: number; discount: number }, now: Date) {
  return {
    id: rule.id,
    code: rule.code,
    kind: rule.kind,
    amount: rule.amount,
    min_subtotal: rule.min_subtotal,
    max_discount: rule.max_discount,
    scope: scopeOf(rule, skus),
    category_id: rule.scope_category_id,
    brand: rule.scope_brand,
    skus,
    from_date: rule.from_date,
    to_date: rule.to_date,
    usage_limit: rule.usage_limit,
    per_customer_limit: rule.per_customer_limit,
    times_used: rule.times_used,
    description_en: rule.description_en,
    description_ar: rule.description_ar,
    is_active: rule.is_active === 1,
    is_bank_coupon: rule.is_bank_coupon === 1,
    state: stateOf(rule, now),
    ...sales,
  };
}

export async function listPromotions(db: DB, query: PromotionQuery, now: Date) {
  const rules = await filtered(db, query, now)
    .selectAll()
    .orderBy("code")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const [skus, sales] = await Promise.all([skusOf(db, rules.map((r) => r.id)), salesOf(db, rules.map((r) => r.code))]);
  return {
    total: await countOf(filtered(db, query, now).select("id")),
    items: rules.map((rule) => viewOf(rule, skus.get(rule.id)!, sales.get(rule.code.toLowerCase())!, now)),
  };
}

async function ruleOf(db: DB, id: number): Promise<RuleRow> {
  const rule = await db.selectFrom("promo_rules").selectAll().where("id", "=", id).executeTakeFirst();
  if (!rule) throw promotionError("promotion.notFound");
  return rule;
}

/** One code with its BIN ranges (a bank offer's), and the categories and brands a scope can name. */
export async function getPromotion(db: DB, id: number, now: Date) {
  const rule = await ruleOf(db, id);
  const [skus, sales, bins] = await Promise.all([
    skusOf(db, [id]),
    salesOf(db, [rule.code]),
    db.selectFrom("bank_offer_bins").select(["bin_from", "bin_to"]).where("coupon_code", "=", rule.code).orderBy("bin_from").execute(),
  ]);
  return { ...viewOf(rule, skus.get(id)!, sales.get(rule.code.toLowerCase())!, now), bins };
}

/** The categories and brands a code can be scoped to, in both languages. */
export async function promotionScopes(db: DB) {
  const [categories, brands] = await Promise.all([
    db.selectFrom("categories").select(["id", "name_en", "name_ar"]).where("is_active", "=", 1).orderBy("path").execute(),
    db.selectFrom("brands").select(["code", "name_en", "name_ar"]).orderBy("name_en").execute(),
  ]);
  return { categories, brands };
}

/** The rule's columns for the input, after checking that the category, brand and every SKU it names exist. */
async function columnsOf(db: DB, input: PromotionInput) {
  if (input.scope === "category" && !(await db.selectFrom("categories").select("id").where("id", "=", input.category_id!).executeTakeFirst()))
    throw promotionError("promotion.unknownCategory");
  if (input.scope === "brand" && !(await db.selectFrom("brands").select("code").where("code", "=", input.brand!).executeTakeFirst())) throw promotionError("promotion.unknownBrand");
  const skus = input.scope === "skus" ? await knownSkus(db, input.skus) : [];
  return {
    rule: {
      kind: input.kind,
      amount: input.kind === "free_shipping" ? 0 : input.amount,
      min_subtotal: input.min_subtotal,
      max_discount: input.max_discount,
      scope_category_id: input.scope === "category" ? input.category_id : null,
      scope_brand: input.scope === "brand" ? input.brand : null,
      from_date: input.from === null ? null : uaeDayBound(input.from, false),
      to_date: input.to === null ? null : uaeDayBound(input.to, true),
      usage_limit: input.usage_limit,
      per_customer_limit: input.per_customer_limit,
      description_en: input.description_en,
      description_ar: input.description_ar,
      is_active: input.is_active ? (1 as const) : (0 as const),
      is_bank_coupon: input.is_bank_coupon ? (1 as const) : (0 as const),
    },
    skus,
  };
}

/** The SKUs as the catalogue spells them; one it does not know refuses them all. */
async function knownSkus(db: DB, typed: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom("products")
    .select("sku")
    .where(sql<boolean>`lower(sku) in (${sql.join(typed.map((sku) => sku.toLowerCase()))})`)
    .execute();
  const known = new Map(rows.map((row) => [row.sku.toLowerCase(), row.sku]));
  const missing = typed.filter((sku) => !known.has(sku.toLowerCase()));
  if (missing.length > 0) throw promotionError("promotion.unknownSku");
  return typed.map((sku) => known.get(sku.toLowerCase())!);
}

async function saveSkus(db: DB, ruleId: number, skus: readonly string[]): Promise<void> {
  await db.deleteFrom("promo_rule_skus").where("rule_id", "=", ruleId).execute();
  if (skus.length > 0) await db.insertInto("promo_rule_skus").values(skus.map((sku) => ({ rule_id: ruleId, sku }))).execute();
}

export async function createPromotion(ctx: CommerceContext, actor: Actor, input: PromotionInput & { code: string }) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    // The code column ignores case, so this finds WELCOME10 for welcome10.
    if (await trx.selectFrom("promo_rules").select("id").where("code", "=", input.code).executeTakeFirst()) throw promotionError("promotion.exists");
    const { rule, skus } = await columnsOf(trx, input);
    const { id } = await trx
      .insertInto("promo_rules")
      .values({ ...rule, code: input.code, times_used: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await saveSkus(trx, id, skus);
    await recordAudit(trx, actor, { action: "promotion.create", subject: { type: "promotion", id: input.code }, after: { ...rule, skus } }, now);
    return { id, code: input.code };
  });
}

export type PromotionChange = { action: "edit"; promotion: PromotionInput } | { action: "deactivate" };

export async function changePromotion(ctx: CommerceContext, actor: Actor, id: number, change: PromotionChange) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const before = await ruleOf(trx, id);
    const code = before.code;
    if (change.action === "deactivate") {
      await trx.updateTable("promo_rules").set({ is_active: 0 }).where("id", "=", id).execute();
      await recordAudit(trx, actor, { action: "promotion.deactivate", subject: { type: "promotion", id: code }, before: { is_active: before.is_active }, after: { is_active: 0 } }, now);
      return { id, code };
    }
    const { rule, skus } = await columnsOf(trx, change.promotion);
    const beforeSkus = (await skusOf(trx, [id])).get(id)!;
    await trx.updateTable("promo_rules").set(rule).where("id", "=", id).execute();
    await saveSkus(trx, id, skus);
    // The audit keeps the columns the edit sets, as they were and as they are.
    const was = Object.fromEntries(Object.keys(rule).map((column) => [column, before[column as keyof typeof rule]]));
    await recordAudit(trx, actor, { action: "promotion.edit", subject: { type: "promotion", id: code }, before: { ...was, skus: beforeSkus }, after: { ...rule, skus } }, now);
    return { id, code };
  });
}

/** Adds a BIN range to a bank offer (not overlapping its others) or removes one. */
export async function changeBins(ctx: CommerceContext, actor: Actor, id: number, change: BinChange) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const rule = await ruleOf(trx, id);
    if (rule.is_bank_coupon !== 1) throw promotionError("promotion.notBankOffer");
    const subject = { type: "promotion", id: rule.code };
    if (change.action === "remove") {
      const removed = await trx.deleteFrom("bank_offer_bins").where("coupon_code", "=", rule.code).where("bin_from", "=", change.bin_from).returning(["bin_from", "bin_to"]).executeTakeFirst();
      if (!removed) throw promotionError("promotion.binNotFound");
      await recordAudit(trx, actor, { action: "promotion.binRemove", subject, before: removed }, now);
      return removed;
    }
    const overlapping = await trx
      .selectFrom("bank_offer_bins")
      .select("bin_from")
      .where("coupon_code", "=", rule.code)
      .where("bin_from", "<=", change.bin_to)
      .where("bin_to", ">=", change.bin_from)
      .executeTakeFirst();
    if (overlapping) throw promotionError("promotion.binOverlap");
    const range = { bin_from: change.bin_from, bin_to: change.bin_to };
    await trx.insertInto("bank_offer_bins").values({ coupon_code: rule.code, ...range }).execute();
    await recordAudit(trx, actor, { action: "promotion.binAdd", subject, after: range }, now);
    return range;
  });
}
