import { sql, type Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { PromoRuleTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import { localised, type StoreCode } from "../store";
import { activeCart, touchCart, type CartRow } from "./carts";
import type { CartErrorCode } from "../../contract/cart";
import { cartError } from "./errors";
import { cartItemRows, resolveLines, type CartLine } from "./lines";
import { inScope } from "./totals";

/**
 * Promo codes and bank coupons (SPEC §4 "Coupon status"). A cart holds at most one of each: applying another
 * promo code replaces the first (friendlier than refusing), and the same for bank coupons. Codes are matched
 * case-insensitively and stored as the rule spells them. Applied codes are re-validated on every read: a code
 * that stopped qualifying stays on the cart, takes nothing off, and the cart says why (`coupon_warning`).
 */

/** A rule with the SKUs it is scoped to (none: not scoped by SKU). */
export type PromoRule = Selectable<PromoRuleTable> & { scope_skus: string[] };

export async function findRule(db: DB, code: string): Promise<PromoRule | undefined> {
  // The code column ignores case (migrations: `caseless`), and so does this comparison.
  const rule = await db.selectFrom("promo_rules").selectAll().where("code", "=", code.trim()).executeTakeFirst();
  if (!rule) return undefined;
  const skus = await db.selectFrom("promo_rule_skus").select("sku").where("rule_id", "=", rule.id).orderBy("sku").execute();
  return { ...rule, scope_skus: skus.map((row) => row.sku) };
}

/** Whose orders count against a code's limit per customer: the account's, or (a guest placing an order) the e-mail's. */
export interface CouponUser {
  customerId: number | null;
  email: string | null;
}

/** How many orders, not cancelled or failed, used the code, by this customer or with this e-mail. */
export async function usesBy(db: DB, code: string, user: CouponUser): Promise<number> {
  if (user.customerId === null && user.email === null) return 0;
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => eb.or([eb("coupon_code", "=", code), eb("bank_coupon_code", "=", code)]))
    .where("status", "not in", ["cancelled", "failed"])
    .where((eb) =>
      eb.or([
        ...(user.customerId === null ? [] : [eb("customer_id", "=", user.customerId)]),
        ...(user.email === null ? [] : [eb(sql`lower(email)`, "=", user.email.trim().toLowerCase())]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer (or e-mail) has used the code in as many orders as it allows one customer. */
export async function customerProblem(db: DB, rule: PromoRule, user: CouponUser): Promise<CartErrorCode | null> {
  if (rule.per_customer_limit === null) return null;
  return (await usesBy(db, rule.code, user)) >= rule.per_customer_limit ? "coupon.customerLimit" : null;
}

/** Problems that do not depend on the cart: switched off, outside its dates, used up. */
export function ruleProblem(rule: PromoRule | undefined, now: Date): CartErrorCode | null {
  if (!rule || rule.is_active !== 1) return "coupon.invalid";
  const at = now.toISOString();
  if (rule.from_date && at < rule.from_date) return "coupon.notYetValid";
  if (rule.to_date && at > rule.to_date) return "coupon.expired";
  if (rule.usage_limit !== null && rule.times_used >= rule.usage_limit) return "coupon.usedUp";
  return null;
}

/**
 * Problems with this cart: the subtotal (of the lines that count, before any discount) is below the rule's
 * minimum, or the rule is scoped to a brand, category or SKUs no line belongs to, or the cart holds only gift cards.
 */
export function cartProblem(rule: PromoRule, lines: readonly CartLine[]): CartErrorCode | null {
  const counted = lines.filter((l) => l.counted);
  const subtotal = counted.reduce((sum, l) => sum + l.row_total_incl_tax, 0);
  if (subtotal < rule.min_subtotal) return "coupon.minSubtotal";
  const scoped = rule.scope_brand !== null || rule.scope_category_id !== null || rule.scope_skus.length > 0;
  const onlyGiftCards = counted.length > 0 && counted.every((l) => l.is_gift_card);
  if ((scoped || onlyGiftCards) && !counted.some((l) => inScope(rule, l))) return "coupon.notApplicable";
  return null;
}

export async function applyCoupon(ctx: CommerceContext, token: string, code: string, store: StoreCode): Promise<CartRow> {
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const rule = await findRule(trx, code);
    if (!rule) throw cartError("coupon.invalid");
    const slot = rule.is_bank_coupon === 1 ? "bank_coupon_code" : "coupon_code";
    if (cart[slot]?.toLowerCase() === rule.code.toLowerCase()) throw cartError("coupon.alreadyApplied");
    const problem =
      ruleProblem(rule, ctx.now()) ??
      cartProblem(rule, await resolveLines(ctx, trx, await cartItemRows(trx, cart.id), store)) ??
      (await customerProblem(trx, rule, { customerId: cart.customer_id, email: null }));
    if (problem) throw cartError(problem);
    // A bank offer applied again is judged again by the way to pay: the note that one was taken off goes.
    const set = slot === "bank_coupon_code" ? { bank_coupon_code: rule.code, bank_offer_removed: null } : { coupon_code: rule.code };
    await trx.updateTable("carts").set(set).where("id", "=", cart.id).execute();
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}

/** Removes the code from whichever slot holds it. */
export async function deleteCoupon(ctx: CommerceContext, token: string, code: string): Promise<CartRow> {
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const same = (applied: string | null) => applied !== null && applied.toLowerCase() === code.trim().toLowerCase();
    const slot = same(cart.coupon_code) ? "coupon_code" : same(cart.bank_coupon_code) ? "bank_coupon_code" : null;
    if (!slot) throw cartError("coupon.notApplied");
    await trx.updateTable("carts").set({ [slot]: null }).where("id", "=", cart.id).execute();
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}

export interface CouponListEntry {
  code: string;
  description: string;
  is_bank_coupon: boolean;
  kind: PromoRule["kind"];
  min_subtotal: number;
  expires_at: string | null;
}

/** Active, started, not expired and not used-up codes, with descriptions in the store's language. */
export async function listCoupons(ctx: CommerceContext, store: StoreCode): Promise<CouponListEntry[]> {
  const at = ctx.now().toISOString();
  const rules = await ctx.db
    .selectFrom("promo_rules")
    .selectAll()
    .where("is_active", "=", 1)
    .where((eb) => eb.or([eb("from_date", "is", null), eb("from_date", "<=", at)]))
    .where((eb) => eb.or([eb("to_date", "is", null), eb("to_date", ">=", at)]))
    .where(sql<boolean>`(usage_limit IS NULL OR times_used < usage_limit)`)
    .orderBy("is_bank_coupon")
    .orderBy("code")
    .execute();
  return rules.map((r) => ({
    code: r.code,
    description: localised(r, "description", store),
    is_bank_coupon: r.is_bank_coupon === 1,
    kind: r.kind,
    min_subtotal: r.min_subtotal,
    expires_at: r.to_date,
  }));
}
