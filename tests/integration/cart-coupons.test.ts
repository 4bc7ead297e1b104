import { describe, expect, it } from "vitest";
import { expectRefused as refusedCall, pullCart, useFixtureCommerce } from "../support/fixture-commerce";

const fixture = useFixtureCommerce();
const { get, post, db } = fixture;

/**
 * Totals through the endpoints, to the fils: VAT, promo codes, bank coupons, delivery, gift wrap, gift cards,
 * and the payment and shipping methods that depend on them. Fixture prices (VAT-inclusive fils):
 * PHONE-SALE 94 500 (samsung), CASE 19 900, CHARGER 7 900, GIFT-500 50 000 (zero-rated gift card).
 */

/** A new cart holding these skus (qty 1 each); the gift card for a recipient. */
async function cartWith(...skus: string[]): Promise<string> {
  const { result } = await post("/api/cart/create");
  for (const sku of skus) {
    const recipient = sku === "GIFT-500" ? { gift_card: { recipient_name: "Noura", recipient_email: "noura@example.ae" } } : {};
    const res = await post(`/api/cart/add?cartId=${result.cartId}`, { cartItem: { sku, qty: 1, ...recipient } });
    expect(res.status, sku).toBe(200);
  }
  return result.cartId;
}
const pull = (cart: string, store?: string) => pullCart(fixture, cart, store);
const coupon = (cart: string, code: string) => post(`/api/cart/apply-coupon?cartId=${cart}`, { coupon: code });
const giftCard = (cart: string, code: string) => post(`/api/cart/gift-card?cartId=${cart}`, { code });
const segments = (cart: { totals: { total_segments: { code: string; value: number }[] } }) =>
  Object.fromEntries(cart.totals.total_segments.map((s) => [s.code, s.value]));

const expectRefused = (cart: string, res: Promise<{ status: number; result: unknown }>, status: number, key: string) =>
  refusedCall(fixture, cart, res, status, key);

describe("totals", () => {
  it("splits the contained 5% VAT out of the grand total; free delivery from AED 500", async () => {
    const cart = await pull(await cartWith("PHONE-SALE", "CASE"));
    expect(cart.totals).toEqual({
      subtotal_incl_tax: 114_400,
      promo_discount: 0,
      bank_discount: 0,
      discount: 0,
      free_shipping: false,
      shipping_incl_tax: 0,
      gift_wrap_incl_tax: 0,
      payment_fee_incl_tax: 0,
      tax: 5448, // 114 400 − round(108 952.38)
      grand_total_before_gift_cards: 114_400,
      gift_cards: 0,
      loyalty_points: 0,
      loyalty_amount: 0,
      grand_total: 114_400,
      total_segments: [
        { code: "subtotal", title: "Subtotal", value: 114_400 },
        { code: "shipping", title: "Delivery", value: 0 },
        { code: "tax", title: "VAT included", value: 5448 },
        { code: "grand_total", title: "Grand total", value: 114_400 },
      ],
    });
  });

  it("charges AED 25 delivery below AED 500", async () => {
    const token = await cartWith("CASE");
    const cart = await pull(token);
    expect(segments(cart)).toEqual({ subtotal: 19_900, shipping: 2500, tax: 1067, grand_total: 22_400 });
    expect((await get(`/api/cart/totals?cartId=${token}`)).result).toEqual(cart.totals);
  });

  it("titles segments in Arabic for the Arabic store", async () => {
    const cart = await pull(await cartWith("CASE"), "ar");
    expect(cart.totals.total_segments.map((s: { title: string }) => s.title)).toEqual([
      "المجموع الفرعي",
      "التوصيل",
      "شامل ضريبة القيمة المضافة",
      "المجموع الكلي",
    ]);
  });

  it("charges no VAT on a zero-rated gift card and no delivery for an all-virtual cart", async () => {
    const virtual = await pull(await cartWith("GIFT-500"));
    expect(virtual.is_virtual).toBe(true);
    expect(segments(virtual)).toEqual({ subtotal: 50_000, shipping: 0, tax: 0, grand_total: 50_000 });
    const mixed = await pull(await cartWith("GIFT-500", "CASE"));
    expect(mixed.is_virtual).toBe(false);
    expect(segments(mixed)).toEqual({ subtotal: 69_900, shipping: 0, tax: 948, grand_total: 69_900 });
  });
});

describe("promo codes", () => {
  it("takes a percent off every line, rounded half up per line", async () => {
    const token = await cartWith("CASE", "CHARGER");
    const res = await coupon(token, "PCT10");
    expect(res.status).toBe(200);
    expect(res.result.coupon_code).toBe("PCT10");
    expect(res.result.coupon_warning).toBeNull();
    expect(segments(res.result)).toEqual({ subtotal: 27_800, discount: -2780, shipping: 2500, tax: 1310, grand_total: 27_520 });
    expect(res.result.totals.total_segments[1].title).toBe("Discount (PCT10)");
  });

  it("takes a fixed amount off, never more than the eligible subtotal", async () => {
    const fixed = await coupon(await cartWith("CASE", "CHARGER"), "FIXED50");
    expect(segments(fixed.result)).toEqual({ subtotal: 27_800, discount: -5000, shipping: 2500, tax: 1205, grand_total: 25_300 });
    const capped = await coupon(await cartWith("CASE"), "FIXED5000");
    expect(segments(capped.result)).toEqual({ subtotal: 19_900, discount: -19_900, shipping: 2500, tax: 119, grand_total: 2500 });
  });

  it("never takes anything off a gift card, and does not apply to a cart of gift cards only", async () => {
    const res = await coupon(await cartWith("CASE", "GIFT-500"), "PCT10");
    expect(res.result.totals.discount).toBe(1990);
    const cards = await cartWith("GIFT-500");
    await expectRefused(cards, coupon(cards, "PCT10"), 400, "coupon.notApplicable");
  });

  it("zeroes delivery with a free-shipping code", async () => {
    const res = await coupon(await cartWith("CASE"), "FREESHIP");
    expect(res.result.totals.free_shipping).toBe(true);
    expect(segments(res.result)).toEqual({ subtotal: 19_900, discount: 0, shipping: 0, tax: 948, grand_total: 19_900 });
  });

  it("restricts a brand-scoped code to that brand's lines", async () => {
    const res = await coupon(await cartWith("PHONE-SALE", "CASE"), "SAMSUNG10");
    expect(segments(res.result)).toEqual({ subtotal: 114_400, discount: -9450, shipping: 0, tax: 4998, grand_total: 104_950 });
    const apple = await cartWith("CASE");
    await expectRefused(apple, coupon(apple, "SAMSUNG10"), 400, "coupon.notApplicable");
  });

  it("restricts a category-scoped code to that category's lines", async () => {
    await db().deleteFrom("product_categories").where("product_id", "=", fixture.id("CASE")).where("category_id", "=", 11).execute();
    try {
      const res = await coupon(await cartWith("CASE", "CHARGER"), "SMART20");
      expect(segments(res.result)).toEqual({ subtotal: 27_800, discount: -1580, shipping: 2500, tax: 1368, grand_total: 28_720 });
    } finally {
      await db().insertInto("product_categories").values({ product_id: fixture.id("CASE"), category_id: 11, position: 0 }).execute();
    }
  });

  it("matches codes ignoring case and refuses the same code twice", async () => {
    const token = await cartWith("CASE");
    expect((await coupon(token, "  pct10 ")).result.coupon_code).toBe("PCT10");
    await expectRefused(token, coupon(token, "PCT10"), 400, "coupon.alreadyApplied");
    await expectRefused(token, coupon(token, "Pct10"), 400, "coupon.alreadyApplied");
  });

  it("replaces the promo code with another one", async () => {
    const token = await cartWith("CASE", "CHARGER");
    await coupon(token, "PCT10");
    const res = await coupon(token, "FIXED50");
    expect(res.result.coupon_code).toBe("FIXED50");
    expect(res.result.totals.discount).toBe(5000);
  });

  it("answers a specific key for each code that does not qualify, changing nothing", async () => {
    const token = await cartWith("CASE");
    await coupon(token, "PCT10");
    const cases: [string, string][] = [
      ["NO-SUCH-CODE", "coupon.invalid"],
      ["   ", "coupon.invalid"],
      ["X".repeat(65), "coupon.invalid"],
      ["SWITCHEDOFF", "coupon.invalid"],
      ["EXPIRED20", "coupon.expired"],
      ["LATER20", "coupon.notYetValid"],
      ["USEDUP", "coupon.usedUp"],
      ["MIN500", "coupon.minSubtotal"],
      ["BANK100", "coupon.minSubtotal"],
    ];
    for (const [code, key] of cases) await expectRefused(token, coupon(token, code), 400, key);
    expect((await pull(token)).coupon_code).toBe("PCT10");
  });

  it("re-checks an applied code on every read and says why it no longer applies", async () => {
    const token = await cartWith("PHONE-SALE");
    const applied = await coupon(token, "MIN500");
    expect(applied.result.totals.discount).toBe(9450);
    await post(`/api/cart/add?cartId=${token}`, { cartItem: { sku: "CASE", qty: 1 } });
    const phoneLine = (await pull(token)).items[0].item_id;
    const below = await post(`/api/cart/delete-item?cartId=${token}`, { item_id: phoneLine });
    expect(below.result).toMatchObject({ coupon_code: "MIN500", coupon_warning: "coupon.minSubtotal" });
    // a code that takes nothing off has no discount segment; the warning says why
    expect(segments(below.result)).toEqual({ subtotal: 19_900, shipping: 2500, tax: 1067, grand_total: 22_400 });

    const other = await cartWith("CASE");
    await coupon(other, "PCT10");
    await db().updateTable("promo_rules").set({ to_date: "2026-06-01T00:00:00.000Z" }).where("code", "=", "PCT10").execute();
    try {
      const expired = await pull(other);
      expect(expired).toMatchObject({ coupon_code: "PCT10", coupon_warning: "coupon.expired" });
      expect(expired.totals.discount).toBe(0);
    } finally {
      await db().updateTable("promo_rules").set({ to_date: "2026-12-31T00:00:00.000Z" }).where("code", "=", "PCT10").execute();
    }
  });

  it("removes a code; removing one that is not applied is an error", async () => {
    const token = await cartWith("CASE");
    await coupon(token, "PCT10");
    const res = await post(`/api/cart/delete-coupon?cartId=${token}`, { coupon: "pct10" });
    expect(res.result.coupon_code).toBeNull();
    expect(res.result.totals.discount).toBe(0);
    await expectRefused(token, post(`/api/cart/delete-coupon?cartId=${token}`, { coupon: "PCT10" }), 400, "coupon.notApplied");
  });

  it("lists the codes a shopper can use, in the store's language", async () => {
    const en = (await get("/api/cart/coupons")).result as { code: string; description: string; is_bank_coupon: boolean }[];
    const codes = en.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["PCT10", "FIXED50", "FREESHIP", "SAMSUNG10", "BANK15", "BANK100"]));
    for (const gone of ["EXPIRED20", "LATER20", "USEDUP", "SWITCHEDOFF"]) expect(codes).not.toContain(gone);
    expect(en.find((c) => c.code === "PCT10")).toMatchObject({ description: "10% off everything", is_bank_coupon: false });
    expect(en.find((c) => c.code === "BANK15")?.is_bank_coupon).toBe(true);
    const ar = (await get("/api/cart/coupons?storeCode=ar")).result as { code: string; description: string }[];
    expect(ar.find((c) => c.code === "PCT10")?.description).toBe("خصم 10% على كل شيء");
  });
});

describe("bank coupons", () => {
  it("sit beside a promo code and apply to what the promo code left", async () => {
    const token = await cartWith("CASE");
    await coupon(token, "PCT10");
    const res = await coupon(token, "bank15");
    expect(res.result).toMatchObject({ coupon_code: "PCT10", bank_coupon_code: "BANK15" });
    // 10% of 19 900 = 1 990; 15% of the 17 910 left = 2 686.5 → 2 687
    expect(segments(res.result)).toEqual({ subtotal: 19_900, discount: -1990, bank_coupon: -2687, shipping: 2500, tax: 844, grand_total: 17_723 });
    expect(res.result.totals.total_segments[2].title).toBe("Bank offer (BANK15)");
    await expectRefused(token, coupon(token, "BANK15"), 400, "coupon.alreadyApplied");
  });

  it("take at most their cap", async () => {
    const res = await coupon(await cartWith("PHONE-SALE"), "BANK15");
    expect(segments(res.result)).toEqual({ subtotal: 94_500, bank_coupon: -10_000, shipping: 0, tax: 4024, grand_total: 84_500 });
  });

  it("replace the bank coupon, not the promo code", async () => {
    const token = await cartWith("PHONE-SALE", "CASE");
    await coupon(token, "FIXED50");
    await coupon(token, "BANK15");
    const res = await coupon(token, "BANK100");
    expect(res.result).toMatchObject({ coupon_code: "FIXED50", bank_coupon_code: "BANK100" });
    expect(res.result.totals).toMatchObject({ promo_discount: 5000, bank_discount: 10_000, grand_total: 99_400 });
  });
});

describe("gift cards", () => {
  it("pay in the order applied, each up to its balance, without lowering the VAT", async () => {
    const token = await cartWith("CASE");
    await giftCard(token, "GC-A-100");
    const res = await giftCard(token, "gc-b-50");
    expect(res.result.gift_cards).toEqual([
      { code: "GC-A-100", applied_amount: 10_000, balance: 10_000, warning: null },
      { code: "GC-B-50", applied_amount: 5000, balance: 5000, warning: null },
    ]);
    expect(segments(res.result)).toEqual({ subtotal: 19_900, shipping: 2500, tax: 1067, giftcards: -15_000, grand_total: 7400 });
    const all = await giftCard(token, "GC-BIG");
    expect(all.result.gift_cards[2]).toEqual({ code: "GC-BIG", applied_amount: 7400, balance: 1_000_000, warning: null });
    expect(all.result.totals).toMatchObject({ gift_cards: 22_400, grand_total: 0, tax: 1067 });
  });

  it("show a trade-in voucher and a loyalty voucher each on its own line, paying like gift cards", async () => {
    const token = await cartWith("CASE");
    await giftCard(token, "GC-B-50");
    await giftCard(token, "ti-voucher");
    const res = await giftCard(token, "LOYAL-VOUCHER");
    expect(segments(res.result)).toEqual({
      subtotal: 19_900,
      shipping: 2500,
      tax: 1067,
      giftcards: -5000,
      tradein_voucher: -3000,
      loyalty_voucher: -1000,
      grand_total: 13_400,
    });
    const ar = await get(`/api/cart/pull?cartId=${token}&storeCode=ar`);
    expect(ar.result.totals.total_segments.find((s: { code: string }) => s.code === "tradein_voucher").title).toBe("قسيمة الاستبدال");
  });

  it("refuses a card twice, a sixth card, and cards that cannot pay", async () => {
    const token = await cartWith("PHONE-SALE");
    for (const code of ["GC-A-100", "GC-B-50", "GC-C-20", "GC-D-10", "GC-E-5"]) expect((await giftCard(token, code)).status).toBe(200);
    await expectRefused(token, giftCard(token, "gc-a-100"), 400, "giftCard.alreadyApplied");
    await expectRefused(token, giftCard(token, "GC-F-3"), 400, "giftCard.limit");
    const other = await cartWith("CASE");
    await expectRefused(other, giftCard(other, "GC-EXPIRED"), 400, "giftCard.expired");
    await expectRefused(other, giftCard(other, "GC-EMPTY"), 400, "giftCard.empty");
    await expectRefused(other, giftCard(other, "GC-OFF"), 400, "giftCard.invalid");
    await expectRefused(other, giftCard(other, "GC-NOPE"), 400, "giftCard.invalid");
    await expectRefused(other, giftCard(other, ""), 400, "giftCard.invalid");
    expect((await post(`/api/cart/gift-card?cartId=${other}`, { code: 12 })).status).toBe(400);
  });

  it("removes a card", async () => {
    const token = await cartWith("CASE");
    await giftCard(token, "GC-A-100");
    const res = await post(`/api/cart/gift-card/remove?cartId=${token}`, { code: "GC-A-100" });
    expect(res.result.gift_cards).toEqual([]);
    expect(res.result.totals.grand_total).toBe(22_400);
    await expectRefused(token, post(`/api/cart/gift-card/remove?cartId=${token}`, { code: "GC-A-100" }), 400, "giftCard.notApplied");
  });

  it("tells a card's balance", async () => {
    expect((await post("/api/cart/gift-card/balance", { code: "gc-a-100" })).result).toEqual({ code: "GC-A-100", balance: 10_000, expires_at: "2026-12-31T00:00:00.000Z" });
    expect((await post("/api/cart/gift-card/balance", { code: "GC-EMPTY" })).result.balance).toBe(0);
    expect(await post("/api/cart/gift-card/balance", { code: "GC-EXPIRED" })).toMatchObject({ status: 400, result: "giftCard.expired" });
    expect(await post("/api/cart/gift-card/balance", { code: "GC-NOPE" })).toMatchObject({ status: 400, result: "giftCard.invalid" });
  });

  it("shows a card that expired after it was applied as paying nothing", async () => {
    const token = await cartWith("CASE");
    await giftCard(token, "GC-C-20");
    await db().updateTable("gift_cards").set({ expires_at: "2026-06-01T00:00:00.000Z" }).where("code", "=", "GC-C-20").execute();
    try {
      const cart = await pull(token);
      expect(cart.gift_cards).toEqual([{ code: "GC-C-20", applied_amount: 0, balance: 2000, warning: "giftCard.expired" }]);
      expect(cart.totals.grand_total).toBe(22_400);
    } finally {
      await db().updateTable("gift_cards").set({ expires_at: "2026-12-31T00:00:00.000Z" }).where("code", "=", "GC-C-20").execute();
    }
  });
});

describe("gift wrap", () => {
  it("adds AED 15 and keeps the trimmed message", async () => {
    const token = await cartWith("CASE");
    const res = await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: "  عيد ميلاد سعيد  " });
    expect(res.result.gift_wrap).toEqual({ flag: true, message: "عيد ميلاد سعيد", sender: "", receiver: "" });
    expect(segments(res.result)).toEqual({ subtotal: 19_900, shipping: 2500, gift_wrap: 1500, tax: 1138, grand_total: 23_900 });
    const off = await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: false, gift_wrap_message: "ignored" });
    expect(off.result.gift_wrap).toEqual({ flag: false, message: "", sender: "", receiver: "" });
    expect(off.result.totals.grand_total).toBe(22_400);
  });

  it("refuses a message over 250 characters", async () => {
    const token = await cartWith("CASE");
    expect((await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: "x".repeat(250) })).status).toBe(200);
    await expectRefused(token, post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: "y".repeat(251) }), 400, "giftWrap.messageTooLong");
    const badFlag = await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: "yes", gift_wrap_message: "" });
    expect(badFlag.status).toBe(400);
  });

  it("keeps who the message is from and to, Arabic names too, and forgets them when wrap is turned off", async () => {
    const token = await cartWith("CASE");
    const wrap = (body: object) => post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: "Happy Eid", ...body });
    const saved = await wrap({ gift_sender: "  Layla Haddad ", gift_receiver: "Omar" });
    expect(saved.result.gift_wrap).toEqual({ flag: true, message: "Happy Eid", sender: "Layla Haddad", receiver: "Omar" });
    const arabic = await wrap({ gift_sender: "ليلى حداد", gift_receiver: "عمر الفاروق" });
    expect(arabic.result.gift_wrap).toEqual({ flag: true, message: "Happy Eid", sender: "ليلى حداد", receiver: "عمر الفاروق" });
    expect((await pull(token)).gift_wrap).toEqual(arabic.result.gift_wrap);
    const off = await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: false, gift_sender: "Layla", gift_receiver: "Omar" });
    expect(off.result.gift_wrap).toEqual({ flag: false, message: "", sender: "", receiver: "" });
  });

  it("refuses a From or To that is not a name, changing nothing", async () => {
    const token = await cartWith("CASE");
    await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: "Hi", gift_sender: "Layla" });
    const wrap = (body: object) => post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: "Changed", ...body });
    await expectRefused(token, wrap({ gift_sender: "R2D2" }), 400, "giftWrap.senderInvalid");
    await expectRefused(token, wrap({ gift_receiver: "x" }), 400, "giftWrap.receiverInvalid");
    await expectRefused(token, wrap({ gift_receiver: "a".repeat(256) }), 400, "giftWrap.receiverInvalid");
    expect((await pull(token)).gift_wrap).toEqual({ flag: true, message: "Hi", sender: "Layla", receiver: "" });
  });
});

describe("payment and shipping methods", () => {
  const codes = (list: { code: string }[]) => list.map((m) => m.code);

  it("offers card (default), cash on delivery, installments, BNPL and PayPal for a physical cart; Apple Pay listed but not configured", async () => {
    const token = await cartWith("CASE");
    const { result } = await get(`/api/cart/payment-methods?cartId=${token}`);
    expect(codes(result)).toEqual(["credit_card", "cashondelivery", "installments", "tabby", "tamara", "paypal_express", "applepay"]);
    // Card instalments start at AED 500; this cart is below that.
    expect(result.filter((m: { available: boolean }) => !m.available).map((m: { code: string; unavailable_reason: string }) => [m.code, m.unavailable_reason])).toEqual([
      ["installments", "instalmentAmount"],
      ["applepay", "notConfigured"],
    ]);
    expect(result[0]).toMatchObject({ code: "credit_card", default: true, title: "Credit / debit card" });
    expect(result[1]).toMatchObject({ code: "cashondelivery", cost: 0, offline: true, default: false });
    const ar = await get(`/api/cart/payment-methods?cartId=${token}&storeCode=ar`);
    expect(ar.result[1].title).toBe("الدفع عند الاستلام");
  });

  it("hides cash on delivery for a virtual cart, and asks for no payment when gift cards pay all", async () => {
    const virtual = await cartWith("GIFT-500");
    expect(codes((await get(`/api/cart/payment-methods?cartId=${virtual}`)).result)).toEqual(["credit_card", "installments", "tabby", "tamara", "paypal_express", "applepay"]);
    const paid = await cartWith("CASE");
    await giftCard(paid, "GC-BIG");
    expect(codes((await get(`/api/cart/payment-methods?cartId=${paid}`)).result)).toEqual(["free"]);
  });

  it("offers standard, express, click & collect and curbside in the UAE only", async () => {
    const token = await cartWith("CASE");
    const methods = (country: unknown) => post(`/api/cart/shipping-methods?cartId=${token}`, { address: { country_id: country, city: "Dubai" } });
    const { result } = await methods("AE");
    expect(result.map((m: any) => [m.method_code, m.price_incl_tax, m.default])).toEqual([
      ["standard", 2500, true],
      ["express", 3500, false],
      ["clickandcollect", 0, false],
      ["curbside", 0, false],
    ]);
    expect((await methods("ae")).result).toHaveLength(4);
    expect((await methods("SA")).result).toEqual([]);
    expect((await methods(undefined)).status).toBe(400);
    expect((await post(`/api/cart/shipping-methods?cartId=${token}`, { address: { country_id: "AE", street: "x" } })).status).toBe(400);
  });

  it("prices delivery from the cart: free from AED 500, free with a free-shipping code, none for virtual carts", async () => {
    const big = await cartWith("PHONE-SALE");
    const prices = async (token: string) =>
      (await post(`/api/cart/shipping-methods?cartId=${token}`, { address: { country_id: "AE" } })).result.map((m: any) => m.price_incl_tax);
    expect(await prices(big)).toEqual([0, 3500, 0, 0]);
    const free = await cartWith("CASE");
    await coupon(free, "FREESHIP");
    expect(await prices(free)).toEqual([0, 0, 0, 0]);
    expect(await prices(await cartWith("GIFT-500"))).toEqual([]);
  });
});
