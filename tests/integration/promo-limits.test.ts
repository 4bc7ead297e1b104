import { describe, expect, it } from "vitest";
import type { Insertable } from "kysely";
import type { PromoRuleTable } from "../../commerce/db/schema";
import { codPlaceBody, checkoutSteps, CONTACT } from "../support/checkout";
import { signedInCustomer } from "../support/customer-call";
import { useFixtureCommerce, type FixtureCommerce } from "../support/fixture-commerce";

/**
 * Promo code rules kept by the back office (issue 22): a scope by SKUs, a limit per customer (signed in: by account,
 * at the cart and again at the order; guest: by the order's e-mail, at the order), and the limit per code, which
 * two orders placed at once for its last use cannot both take. Fixture prices: PHONE-SALE 94 500 (samsung),
 * CASE 19 900 and CHARGER 7 900 (apple).
 */
const fixture = useFixtureCommerce();
let rules = 0;

async function newRule(values: Partial<Insertable<PromoRuleTable>>, skus: string[] = []): Promise<string> {
  rules += 1;
  const code = `RULE${rules}`;
  const { id } = await fixture
    .db()
    .insertInto("promo_rules")
    .values({ code, kind: "percent", amount: 10, description_en: "Ten off", description_ar: "خصم عشرة", is_active: 1, is_bank_coupon: 0, min_subtotal: 0, times_used: 0, ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (skus.length > 0) await fixture.db().insertInto("promo_rule_skus").values(skus.map((sku) => ({ rule_id: id, sku }))).execute();
  return code;
}

type Caller = Pick<FixtureCommerce, "get" | "post">;

async function cartWith(caller: Caller, skus: string[], code?: string): Promise<string> {
  const cartId: string = (await caller.post("/api/cart/create")).result.cartId;
  for (const sku of skus) expect((await caller.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  if (code) expect((await caller.post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: code })).status).toBe(200);
  return cartId;
}

const apply = (caller: Caller, cartId: string, code: string) => caller.post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: code });

async function place(caller: Caller, cartId: string, contact = CONTACT) {
  await checkoutSteps(caller.post, cartId);
  if (contact !== CONTACT) expect((await caller.post(`/api/checkout/contact?cartId=${cartId}`, contact)).status).toBe(200);
  return caller.post(`/api/checkout/place?cartId=${cartId}`, await codPlaceBody({ ...fixture, ...caller }, cartId));
}

const timesUsed = async (code: string) => (await fixture.db().selectFrom("promo_rules").select("times_used").where("code", "=", code).executeTakeFirstOrThrow()).times_used;

describe("a promo code scoped by SKUs", () => {
  it("takes its percent off the matching lines only, and is refused for a cart without them", async () => {
    const code = await newRule({ amount: 10 }, ["case"]);
    const cartId = await cartWith(fixture, ["CASE", "PHONE-SALE"], code);
    expect((await fixture.get(`/api/cart/pull?cartId=${cartId}`)).result.totals.promo_discount).toBe(1990);
    const other = await cartWith(fixture, ["PHONE-SALE"]);
    expect(await apply(fixture, other, code)).toMatchObject({ status: 400, error: { code: "coupon.notApplicable", field: "coupon" } });
  });

  it("scoped to a brand instead, is refused for a cart of other brands and takes off the brand's lines only", async () => {
    const code = await newRule({ amount: 10, scope_brand: "samsung" });
    expect(await apply(fixture, await cartWith(fixture, ["CASE", "CHARGER"]), code)).toMatchObject({ status: 400, error: { code: "coupon.notApplicable" } });
    const cartId = await cartWith(fixture, ["CASE", "PHONE-SALE"], code);
    expect((await fixture.get(`/api/cart/pull?cartId=${cartId}`)).result.totals.promo_discount).toBe(9450);
  });
});

describe("a promo code's limit per customer", () => {
  it("for a signed-in customer: the order records the code, and the next cart refuses it", async () => {
    const code = await newRule({ per_customer_limit: 1 });
    const customer = await signedInCustomer(fixture);
    const cartId = await cartWith(customer, ["CASE"], code);
    const placed = await place(customer, cartId);
    expect(placed.status, JSON.stringify(placed.result)).toBe(200);
    const order = await fixture.db().selectFrom("orders").select(["coupon_code", "totals"]).where("increment_id", "=", placed.result.order.increment_id).executeTakeFirstOrThrow();
    expect(order.coupon_code).toBe(code);
    expect(JSON.parse(order.totals).promo_discount).toBe(1990);
    const next = await cartWith(customer, ["CHARGER"]);
    expect(await apply(customer, next, code)).toMatchObject({ status: 400, error: { code: "coupon.customerLimit", field: "coupon" } });
  });

  it("for guests: judged by the order's e-mail, whatever its case, when the order is placed; nothing is placed", async () => {
    const code = await newRule({ per_customer_limit: 1 });
    expect((await place(fixture, await cartWith(fixture, ["CASE"], code))).status).toBe(200);
    const again = await cartWith(fixture, ["CHARGER"], code);
    const ordersBefore = (await fixture.db().selectFrom("orders").select("id").execute()).length;
    const refused = await place(fixture, again, { ...CONTACT, email: CONTACT.email.toUpperCase() });
    expect(refused).toMatchObject({ status: 409, error: { code: "order.couponLimit" } });
    expect((await fixture.db().selectFrom("orders").select("id").execute()).length).toBe(ordersBefore);
    expect(await timesUsed(code)).toBe(1);
    // Another e-mail may use it.
    expect((await place(fixture, again, { ...CONTACT, email: "someone.else@example.ae" })).status).toBe(200);
  });
});

describe("a promo code's limit per code", () => {
  it("gives its last use to one of two orders placed at once; the other is refused, and the code shows as used up", async () => {
    const code = await newRule({ usage_limit: 3, times_used: 2 });
    const carts = [await cartWith(fixture, ["CASE"], code), await cartWith(fixture, ["CHARGER"], code)];
    for (const cartId of carts) await checkoutSteps(fixture.post, cartId);
    // One after the other: a cart's code is read from the newest SMS.
    const bodies: Record<string, string>[] = [];
    for (const cartId of carts) bodies.push(await codPlaceBody(fixture, cartId));
    const answers = await Promise.all(carts.map((cartId, i) => fixture.post(`/api/checkout/place?cartId=${cartId}`, bodies[i])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject({ error: { code: "order.totalsChanged" } });
    expect(await timesUsed(code)).toBe(3);
    const orders = await fixture.db().selectFrom("orders").select("totals").where("coupon_code", "=", code).execute();
    expect(orders).toHaveLength(1);
    const loser = carts[answers.findIndex((answer) => answer.status === 409)]!;
    expect((await fixture.get(`/api/cart/pull?cartId=${loser}`)).result).toMatchObject({ coupon_warning: "coupon.usedUp", totals: { promo_discount: 0 } });
  });
});
