import { beforeAll, describe, expect, it } from "vitest";
import { signedInCustomer } from "../support/customer-call";
import { checkoutKey, checkoutSteps, RETURN_URL, typeCard } from "../support/checkout";
import { useFixtureCommerce } from "../support/fixture-commerce";

/**
 * Bank offers tied to their bank's cards (issue 21, decision 047): the offer stays for a card in its BIN
 * ranges and the order records it; any other way to pay, or another bank's card, takes it off before anything
 * is placed or charged, and the shopper pays the new total only after seeing it.
 */
const fixture = useFixtureCommerce();
const { get, post } = fixture;
const ENBD_CARD = "4557010000000008";
const OTHER_CARD = "4111111111111111";

beforeAll(async () => {
  await fixture.db().insertInto("bank_offer_bins").values({ coupon_code: "BANK15", bin_from: "455700", bin_to: "455799" }).execute();
  await fixture.db().updateTable("stock").set({ qty: 100, is_in_stock: 1 }).where("product_id", "=", fixture.id("CHARGER")).execute();
});

async function cartWithBankOffer(method: string, poster = post): Promise<string> {
  const cartId: string = (await poster("/api/cart/create")).result.cartId;
  expect((await poster(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 2 } })).status).toBe(200);
  expect((await poster(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: "BANK15" })).status).toBe(200);
  await checkoutSteps(poster, cartId, { payment: { method, terms_accepted: true } });
  return cartId;
}

const back = (cartId: string, params: Record<string, string>) => post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });
const charges = async () => (await fixture.db().selectFrom("test_gateway_transactions").select("id").execute()).length;
const ordersOf = (cartId: string) =>
  fixture.db().selectFrom("orders").innerJoin("carts", "carts.id", "orders.cart_id").select("orders.totals").where("carts.token", "=", cartId).execute();

describe("a bank offer at the checkout", () => {
  it("is shown and counted while the card is to come, and stays on the order paid with the bank's card", async () => {
    const cartId = await cartWithBankOffer("credit_card");
    const view = await get(`/api/checkout?cartId=${cartId}`);
    expect(view.result.cart).toMatchObject({ bank_coupon_code: "BANK15", bank_offer_removed: null });
    // 15% of 2 × 7 900, and delivery
    expect(view.result.cart.totals).toMatchObject({ bank_discount: 2370, grand_total: 15_800 - 2370 + 2500 });
    const placed = await back(cartId, await typeCard(fixture, cartId, ENBD_CARD));
    expect(placed.result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });
    const [order] = await ordersOf(cartId);
    expect(JSON.parse(order!.totals)).toMatchObject({ bank_discount: 2370, grand_total: 15_930 });
  });

  it("is taken off when another way to pay is chosen, before paying, and the new total is what is paid", async () => {
    for (const method of ["tabby", "cashondelivery"]) {
      const cartId = await cartWithBankOffer(method);
      const view = await get(`/api/checkout?cartId=${cartId}`);
      expect(view.result.cart).toMatchObject({ bank_coupon_code: null, bank_offer_removed: "BANK15" });
      expect(view.result.cart.totals.bank_discount).toBe(0);
      expect(view.result.next_step).toBe("review");
    }
  });

  it("refuses another bank's card when its token comes back: nothing placed, nothing charged, the offer off", async () => {
    const cartId = await cartWithBankOffer("credit_card");
    const chargesBefore = await charges();
    const refused = await back(cartId, await typeCard(fixture, cartId, OTHER_CARD));
    expect(refused).toMatchObject({ status: 409, error: { code: "checkout.bankOfferRemoved" } });
    expect(await charges()).toBe(chargesBefore);
    expect(await ordersOf(cartId)).toEqual([]);
    const view = await get(`/api/checkout?cartId=${cartId}`);
    expect(view.result.cart).toMatchObject({ bank_coupon_code: null, bank_offer_removed: "BANK15" });
    expect(view.result.cart.totals.grand_total).toBe(15_800 + 2500);
    // The shopper has seen the new total (a new review page) and pays it with the same card.
    const placed = await back(cartId, await typeCard(fixture, cartId, OTHER_CARD));
    expect(placed.result).toMatchObject({ order: { status: "confirmed" } });
    expect(JSON.parse((await ordersOf(cartId))[0]!.totals)).toMatchObject({ bank_discount: 0, grand_total: 18_300 });
  });

  it("judges a saved card by the BIN kept with it", async () => {
    const customer = await signedInCustomer(fixture);
    const first = await cartWithBankOffer("credit_card", customer.post);
    await customer.post(`/api/checkout/return?cartId=${first}`, { params: await typeCard(fixture, first, ENBD_CARD, customer.get, { remember: true }), return_url: RETURN_URL });
    const saved = await fixture.db().selectFrom("saved_cards").select(["id", "bin"]).where("customer_id", "=", customer.id).executeTakeFirstOrThrow();
    expect(saved.bin).toBe("455701");
    const old = await fixture
      .db()
      .insertInto("saved_cards")
      .values({ customer_id: customer.id, provider: "credit_card", token: "tok-before-bins", brand: "VISA", last4: "4242", expiry: "12/30", bin: null, created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();

    const placeWith = async (cartId: string, cardId: number) =>
      customer.post(`/api/checkout/place?cartId=${cartId}`, { key: await checkoutKey({ ...fixture, get: customer.get }, cartId), saved_card_id: cardId, return_url: RETURN_URL });

    const inRange = await cartWithBankOffer("credit_card", customer.post);
    expect((await placeWith(inRange, saved.id)).result).toMatchObject({ order: { status: "confirmed" } });
    expect(JSON.parse((await ordersOf(inRange))[0]!.totals).bank_discount).toBe(2370);

    const unknown = await cartWithBankOffer("credit_card", customer.post);
    const chargesBefore = await charges();
    expect(await placeWith(unknown, old.id)).toMatchObject({ status: 409, error: { code: "checkout.bankOfferRemoved" } });
    expect(await charges()).toBe(chargesBefore);
    expect(await ordersOf(unknown)).toEqual([]);
  });

  it("applied again, is judged again: the note that it was taken off goes", async () => {
    const cartId = await cartWithBankOffer("tabby");
    expect((await post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: "BANK15" })).result).toMatchObject({ bank_coupon_code: "BANK15", bank_offer_removed: null });
  });
});
