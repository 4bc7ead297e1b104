import { describe, expect, it } from "vitest";
import { tradeInApiKey } from "../../commerce/contract/tradein-api-key";
import { formatMoney } from "../../common/format";
import { decideValuation, type ValuationDecision } from "../../commerce/api/trade-in/valuations";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { call } from "../support/call";
import { signedInStaff } from "../support/staff";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";

/**
 * The trade-in valuation endpoints (docs/trade-in-api.md) on the seeded pricing table: the API key, the steps
 * from category to exchange price, forged ids, a submit that records a quote at the recomputed price and e-mails
 * it, and staff's decision once they have the device: one voucher, e-mailed, paying in a cart on the
 * 'Trade-In Voucher' line, or a reason (decision 038).
 */

const fixture = useFixtureCommerce();
type Headers = Record<string, string>;
const key = (): Headers => ({ "x-api-key": tradeInApiKey(fixture.commerce().context.secret) });
const get = (path: string, headers = key()) => call(fixture.commerce().handler, "GET", path, undefined, headers);
const post = (path: string, body: unknown, headers = key()) => call(fixture.commerce().handler, "POST", path, body, headers);

/** Ids of the seeded catalogue, looked up by the names a shopper sees. */
async function findIds() {
  const categories = (await get("/api/trade-in/categories")).result;
  const phones = categories.find((c: any) => c.code === "smartphones").id;
  const laptops = categories.find((c: any) => c.code === "laptops").id;
  const brands = (await get(`/api/trade-in/brands?categoryId=${phones}`)).result;
  const apple = brands.find((b: any) => b.code === "apple").id;
  const models = (await get(`/api/trade-in/models?categoryId=${phones}&brandId=${apple}`)).result;
  const iphone = models.find((m: any) => m.code === "IPHONE-15-PRO").id;
  const [storage] = (await post("/api/trade-in/attributes", { assetId: iphone })).result;
  const option = (label: string) => storage.options.find((o: any) => o.label === label).id;
  const questions = (await get(`/api/trade-in/conditions?assetId=${iphone}`)).result;
  const answer = (code: string, index: number) => questions.find((q: any) => q.code === code).answers[index].id;
  const best = questions.map((q: any) => q.answers[0].id);
  return { phones, laptops, apple, iphone, storage, option, questions, answer, best };
}

describe("the API key", () => {
  it("is required by every valuation endpoint: without it or with another, a 401 in the envelope", async () => {
    const calls = [
      (h: Headers) => get("/api/trade-in/categories", h),
      (h: Headers) => get("/api/trade-in/brands?categoryId=1", h),
      (h: Headers) => get("/api/trade-in/models?categoryId=1&brandId=1", h),
      (h: Headers) => post("/api/trade-in/attributes", { assetId: 1 }, h),
      (h: Headers) => get("/api/trade-in/conditions?assetId=1", h),
      (h: Headers) => post("/api/trade-in/exchange-price", { assetId: 1, options: [], condition: [] }, h),
      (h: Headers) => post("/api/trade-in/submit", { assetId: 1, options: [], condition: [], email: "a@example.ae" }, h),
      (h: Headers) => get("/api/trade-in/valuation/abc", h),
    ];
    for (const headers of [{}, { "x-api-key": "" }, { "x-api-key": tradeInApiKey("another commerce secret") }] as Headers[]) {
      for (const send of calls) {
        expect(await send(headers)).toMatchObject({ status: 401, code: 401, error: { code: "tradein.unauthorized" } });
      }
    }
    expect(await fixture.db().selectFrom("tradein_valuations").selectAll().execute()).toEqual([]);
  });
});

describe("the valuation steps", () => {
  it("list the categories, the brands and models of a category, in English and Arabic", async () => {
    const categories = await get("/api/trade-in/categories");
    expect(categories.result.map((c: any) => c.name)).toEqual(["Smartphones", "Tablets", "Laptops", "Smartwatches"]);
    expect((await get("/api/trade-in/categories?storeCode=ar")).result[0].name).toBe("الهواتف الذكية");
    const { phones, laptops, apple } = await findIds();
    expect((await get(`/api/trade-in/brands?categoryId=${phones}`)).result.map((b: any) => b.name)).toEqual(["Apple", "Samsung", "Google"]);
    expect((await get(`/api/trade-in/brands?categoryId=${laptops}`)).result.map((b: any) => b.code)).toEqual(["apple", "samsung", "dell", "lenovo"]);
    const models = (await get(`/api/trade-in/models?categoryId=${phones}&brandId=${apple}&storeCode=ar`)).result;
    expect(models.map((m: any) => m.name)).toContain("آيفون 15 برو");
  });

  it("give a model's attributes and condition questions: a phone is asked about its cameras, not its keyboard", async () => {
    const { storage, questions } = await findIds();
    expect(storage).toMatchObject({ code: "storage", label: "Storage" });
    expect(storage.options.map((o: any) => o.label)).toEqual(["128 GB", "256 GB", "512 GB", "1 TB"]);
    expect(storage.options[0]).not.toHaveProperty("adjustment");
    expect(questions.map((q: any) => q.code)).toEqual(["powers_on", "screen", "body", "battery", "cameras"]);
  });

  it("price a device from the pricing table: the options, then the worst answer's grade, in whole dirhams", async () => {
    const { iphone, option, answer, best } = await findIds();
    const price = (options: number[], condition: number[]) => post("/api/trade-in/exchange-price", { assetId: iphone, options, condition });
    // iPhone 15 Pro: AED 2,850 in excellent condition, 256 GB adds AED 250.
    expect((await price([option("256 GB")], best)).result).toMatchObject({
      grade: "excellent",
      price: 310_000,
      currency: "AED",
      asset: { name: "iPhone 15 Pro", brand: { name: "Apple" }, category: { name: "Smartphones" } },
    });
    const cracked = best.map((id: number) => (id === answer("screen", 0) ? answer("screen", 2) : id));
    // Poor pays 40%: AED 1,140 of 2,850, and the options in proportion: 1,140 × 3,100 / 2,850 = AED 1,240.
    expect((await price([option("256 GB")], cracked)).result).toMatchObject({ grade: "poor", price: 124_000 });
    const dead = [...cracked.filter((id: number) => id !== answer("powers_on", 0)), answer("powers_on", 1)];
    expect((await price([option("256 GB")], dead)).result).toMatchObject({ grade: "faulty", price: 37_200 });
  });

  it("answer a 404 for an unknown or foreign id, and a 400 for an incomplete or malformed description", async () => {
    const { phones, laptops, apple, iphone, option, best, answer } = await findIds();
    const dell = (await get(`/api/trade-in/brands?categoryId=${laptops}`)).result.find((b: any) => b.code === "dell").id;
    const laptopModels = (await get(`/api/trade-in/models?categoryId=${laptops}&brandId=${apple}`)).result;
    const macbook = laptopModels[0].id;
    const [laptopMemory] = (await post("/api/trade-in/attributes", { assetId: macbook })).result;
    const keyboard = (await get(`/api/trade-in/conditions?assetId=${macbook}`)).result.find((q: any) => q.code === "keyboard").answers[0].id;
    const refused = (status: number, code: string, field?: string) => ({ status, error: field ? { code, field } : { code } });

    expect(await get("/api/trade-in/brands?categoryId=9999")).toMatchObject(refused(404, "tradein.categoryNotFound", "categoryId"));
    expect(await get(`/api/trade-in/models?categoryId=${phones}&brandId=${dell}`)).toMatchObject(refused(404, "tradein.brandNotFound", "brandId"));
    expect(await get(`/api/trade-in/models?categoryId=${phones}&brandId=9999`)).toMatchObject(refused(404, "tradein.brandNotFound"));
    expect(await post("/api/trade-in/attributes", { assetId: 9999 })).toMatchObject(refused(404, "tradein.modelNotFound", "assetId"));
    expect(await get("/api/trade-in/conditions?assetId=9999")).toMatchObject(refused(404, "tradein.modelNotFound"));
    const price = (body: object) => post("/api/trade-in/exchange-price", { assetId: iphone, options: [option("128 GB")], condition: best, ...body });
    expect(await price({ options: [laptopMemory.options[0].id] })).toMatchObject(refused(404, "tradein.optionNotFound", "options"));
    expect(await price({ condition: [...best.slice(1), keyboard] })).toMatchObject(refused(404, "tradein.answerNotFound", "condition"));
    expect(await price({ options: [] })).toMatchObject(refused(400, "tradein.optionsIncomplete", "options"));
    expect(await price({ options: [option("128 GB"), option("256 GB")] })).toMatchObject(refused(400, "tradein.optionsIncomplete"));
    expect(await price({ condition: best.slice(1) })).toMatchObject(refused(400, "tradein.conditionIncomplete", "condition"));
    expect(await price({ condition: [...best.slice(1), answer("screen", 1)] })).toMatchObject(refused(400, "tradein.conditionIncomplete"));
    expect(await price({ assetId: "abc" })).toMatchObject(refused(400, "invalid", "assetId"));
    expect(await get("/api/trade-in/brands?categoryId=x")).toMatchObject(refused(400, "invalid", "categoryId"));
  });
});

describe("submitting a valuation", () => {
  it("records a quote at the recomputed price and e-mails it, issuing no voucher", async () => {
    const { iphone, option, best } = await findIds();
    const description = { assetId: iphone, options: [option("512 GB")], condition: best };
    const forged = await post("/api/trade-in/submit?storeCode=ar", { ...description, email: "Layla@Example.ae", price: 999_999_00 });
    expect(forged).toMatchObject({ status: 400 });
    const cardsBefore = await fixture.db().selectFrom("gift_cards").select("code").execute();

    const submitted = await post("/api/trade-in/submit?storeCode=ar", { ...description, email: "Layla@Example.ae" });
    expect(submitted.status).toBe(200);
    // AED 2,850 + 500 for 512 GB.
    const { reference, price } = submitted.result;
    expect(submitted.result).toMatchObject({ price: 335_000, status: "awaiting_device", voucher: null });
    expect(await fixture.db().selectFrom("gift_cards").select("code").execute()).toEqual(cardsBefore);

    const valuations = await fixture.db().selectFrom("tradein_valuations").selectAll().where("reference", "=", reference).execute();
    expect(valuations).toMatchObject([
      { model_id: iphone, email: "layla@example.ae", locale: "ar", grade: "excellent", price, status: "awaiting_device", voucher_code: null },
    ]);
    expect(JSON.parse(valuations[0]!.answers)).toEqual([...best].sort((a, b) => a - b));

    const mails = await fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", "layla@example.ae").execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "tradeInQuote", locale: "ar", channel: "email" });
    expect(mails[0]!.subject).toContain("آيفون 15 برو");
    expect(mails[0]!.text_body).toContain(formatMoney(335_000, "ar"));
    expect(mails[0]!.text_body).toContain(`/ar/trade-in/voucher/${reference}`);

    const found = await get(`/api/trade-in/valuation/${reference}`);
    expect(found.result).toMatchObject({ price: 335_000, status: "awaiting_device", voucher: null, asset: { name: "iPhone 15 Pro" } });
    expect(await get("/api/trade-in/valuation/not-a-reference")).toMatchObject({ status: 404, error: { code: "tradein.valuationNotFound" } });
  });

  it("refuses a bad e-mail or a forged id and records nothing", async () => {
    const { iphone, option, best } = await findIds();
    const before = await fixture.db().selectFrom("tradein_valuations").select("id").execute();
    const description = { assetId: iphone, options: [option("128 GB")], condition: best };
    expect(await post("/api/trade-in/submit", { ...description, email: "not an e-mail" })).toMatchObject({ status: 400, error: { field: "email" } });
    expect(await post("/api/trade-in/submit", { ...description, condition: [...best.slice(1), 9999], email: "a@example.ae" })).toMatchObject({
      status: 404,
      error: { code: "tradein.answerNotFound" },
    });
    expect(await fixture.db().selectFrom("tradein_valuations").select("id").execute()).toEqual(before);
  });
});

describe("staff's decision on the device", () => {
  async function quoted(email: string) {
    const { iphone, option, best } = await findIds();
    const submitted = await post("/api/trade-in/submit", { assetId: iphone, options: [option("128 GB")], condition: best, email });
    return submitted.result as { reference: string; price: number };
  }
  const decide = (reference: string, decision: ValuationDecision) => decideValuation(fixture.commerce().context, COMMAND_LINE, reference, decision);
  const voucherMails = (email: string) =>
    fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", email).where("template", "=", "tradeInVoucher").execute();

  it("accepted at a lower grade and price issues one voucher worth that price, e-mailed, once", async () => {
    const { reference, price } = await quoted("salem@example.ae");
    expect(price).toBe(285_000);
    const decided = await decide(reference, { outcome: "accepted", grade: "good", price: 240_000 });
    expect(decided).toMatchObject({ status: "accepted", voucher: { balance: 240_000, expires_at: "2026-09-13T12:00:00.000Z" } });
    const code = decided.voucher!.code;
    expect(code).toMatch(/^TI-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const cards = await fixture.db().selectFrom("gift_cards").selectAll().where("code", "=", code).execute();
    expect(cards).toEqual([{ code, balance: 240_000, expires_at: decided.voucher!.expires_at, is_active: 1, kind: "tradein" }]);
    const mails = await voucherMails("salem@example.ae");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(code);
    expect(mails[0]!.text_body).toContain(formatMoney(240_000, "en"));
    expect((await get(`/api/trade-in/valuation/${reference}`)).result).toMatchObject({
      status: "accepted",
      price: 285_000,
      decided_price: 240_000,
      voucher: { code, balance: 240_000 },
    });

    await expect(decide(reference, { outcome: "accepted", grade: "excellent", price: 285_000 })).rejects.toMatchObject({ detail: { code: "tradein.alreadyDecided" } });
    await expect(decide(reference, { outcome: "rejected", reason: "Changed our mind" })).rejects.toMatchObject({ detail: { code: "tradein.alreadyDecided" } });
    expect(await voucherMails("salem@example.ae")).toHaveLength(1);
  });

  it("refuses a price above the quote, a price of zero and a rejection without a reason, changing nothing", async () => {
    const { reference, price } = await quoted("mariam@example.ae");
    const cards = await fixture.db().selectFrom("gift_cards").select("code").execute();
    await expect(decide(reference, { outcome: "accepted", grade: "excellent", price: price + 100 })).rejects.toMatchObject({ detail: { code: "tradein.priceNotAllowed" } });
    await expect(decide(reference, { outcome: "accepted", grade: "excellent", price: 0 })).rejects.toMatchObject({ detail: { code: "tradein.priceNotAllowed" } });
    await expect(decide(reference, { outcome: "rejected", reason: "  " })).rejects.toMatchObject({ detail: { code: "tradein.reasonRequired" } });
    await expect(decide("no-such-reference", { outcome: "rejected", reason: "Not ours" })).rejects.toMatchObject({ detail: { code: "tradein.valuationNotFound" } });
    expect(await fixture.db().selectFrom("gift_cards").select("code").execute()).toEqual(cards);
    expect((await get(`/api/trade-in/valuation/${reference}`)).result).toMatchObject({ status: "awaiting_device", voucher: null });
  });

  it("rejected: no voucher, the reason kept and e-mailed", async () => {
    const { reference } = await quoted("khalid@example.ae");
    expect(await decide(reference, { outcome: "rejected", reason: "The device is locked to another account." })).toMatchObject({
      status: "rejected",
      voucher: null,
    });
    expect((await get(`/api/trade-in/valuation/${reference}`)).result).toMatchObject({
      status: "rejected",
      rejection_reason: "The device is locked to another account.",
      voucher: null,
    });
    const mails = await fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", "khalid@example.ae").where("template", "=", "tradeInRejected").execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("The device is locked to another account.");
  });

  it("pressed twice at once: one decision, one voucher", async () => {
    const { reference, price } = await quoted("huda@example.ae");
    const outcomes = await Promise.allSettled([
      decide(reference, { outcome: "accepted", grade: "excellent", price }),
      decide(reference, { outcome: "accepted", grade: "excellent", price }),
      decide(reference, { outcome: "rejected", reason: "Screen replaced" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ detail: { code: "tradein.alreadyDecided" } });
    }
    const row = await fixture.db().selectFrom("tradein_valuations").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    const issued = await fixture.db().selectFrom("gift_cards").select("code").where("kind", "=", "tradein").where("code", "=", row.voucher_code ?? "").execute();
    expect(issued).toHaveLength(row.status === "accepted" ? 1 : 0);
    const mails = await fixture.db().selectFrom("outbox").select("template").where("recipient", "=", "huda@example.ae").execute();
    expect(mails.map((mail) => mail.template).sort()).toEqual(["tradeInQuote", row.status === "accepted" ? "tradeInVoucher" : "tradeInRejected"].sort());
  });

  it("in the back office: operations inspects and decides, support may not, and the log keeps who did it", async () => {
    const { reference, price } = await quoted("noura@example.ae");
    const [operations, support] = [await signedInStaff(fixture.commerce(), "operations"), await signedInStaff(fixture.commerce(), "support")];
    const listed = await get("/api/admin/trade-ins?status=awaiting_device", operations.headers);
    expect(listed.result.items).toContainEqual(expect.objectContaining({ reference, price, email: "noura@example.ae", device: "iPhone 15 Pro" }));
    const decision = { outcome: "accepted", grade: "good", price: price - 10_000 };
    expect(await post(`/api/admin/trade-ins/${reference}/decide`, decision, support.headers)).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    expect((await get(`/api/trade-in/valuation/${reference}`)).result.status).toBe("awaiting_device");
    expect(await post(`/api/admin/trade-ins/${reference}/decide`, decision, operations.headers)).toMatchObject({ status: 200, result: { status: "accepted" } });
    expect(await post("/api/admin/trade-ins/no-such-reference/decide", decision, operations.headers)).toMatchObject({ status: 404 });
    const entries = await fixture.db().selectFrom("audit_log").selectAll().where("subject_type", "=", "tradein").where("subject_id", "=", reference).execute();
    expect(entries).toEqual([
      expect.objectContaining({
        actor: operations.email,
        action: "tradein.accept",
        before: JSON.stringify({ status: "awaiting_device", grade: "excellent", price }),
        after: expect.stringContaining(`"price":${price - 10_000}`),
      }),
    ]);
  });

  it("an accepted voucher pays in a cart as the 'Trade-In Voucher' line, its gift cards JSON in extension_attributes", async () => {
    const { reference, price } = await quoted("omar@example.ae");
    const { voucher } = await decide(reference, { outcome: "accepted", grade: "excellent", price });
    const code = voucher!.code;
    const { result } = await fixture.post("/api/cart/create");
    await fixture.post(`/api/cart/add?cartId=${result.cartId}`, { cartItem: { sku: "PHONE-SALE", qty: 1 } });
    const before = (await pullCart(fixture, result.cartId)).totals.grand_total;
    const applied = await fixture.post(`/api/cart/gift-card?cartId=${result.cartId}`, { code: code.toLowerCase() });
    expect(applied.status).toBe(200);
    const totals = applied.result.totals;
    const line = totals.total_segments.find((s: any) => s.code === "tradein_voucher");
    // The phone costs AED 945: the voucher (AED 2,850) pays all of it.
    expect(line).toEqual({
      code: "tradein_voucher",
      title: "Trade-In Voucher",
      value: -before,
      extension_attributes: { gift_cards: JSON.stringify([{ code, applied_amount: before }]) },
    });
    expect(totals.grand_total).toBe(0);
  });
});
