import { describe, expect, it } from "vitest";
import { notifyWatchers } from "../../commerce/api/alerts/notify";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { readSetCommand, updateCatalogue } from "../../commerce/catalogue/update";
import { formatMoney } from "../../common/format";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";

/** Back-in-stock and price-drop alerts: subscribing, and the e-mails a catalogue update sends (docs/account-api.md). */

const fixture = useFixtureCommerce();

/** `npm run catalogue -- set SKU key=value…`, run on the fixture's database. */
const set = (...args: string[]) => updateCatalogue(fixture.commerce().context, readSetCommand(args), { apply: true, actor: COMMAND_LINE });

const mailsTo = (customer: Customer, template: "stockAlert" | "priceAlert") =>
  fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", customer.email).where("template", "=", template).orderBy("id").execute();

const alertsOf = async (customer: Customer) => (await customer.get("/api/alerts")).result;

describe("subscribing", () => {
  it("needs a signed-in customer", async () => {
    expect(await fixture.get("/api/alerts")).toMatchObject({ status: 401 });
    expect(await fixture.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "stock" })).toMatchObject({ status: 401 });
  });

  it("takes a stock alert only while out of stock, and a price alert at the current final price", async () => {
    const shopper = await signedInCustomer(fixture);
    expect(await shopper.post("/api/alerts/add", { sku: "CASE", kind: "stock" })).toMatchObject({
      status: 400,
      error: { code: "alert.alreadyInStock" },
    });
    expect(await shopper.post("/api/alerts/add", { sku: "NOPE", kind: "stock" })).toMatchObject({
      status: 404,
      error: { code: "alert.productNotFound", field: "sku" },
    });
    expect(await shopper.post("/api/alerts/add", { sku: "CASE", kind: "soon" })).toMatchObject({ status: 400, error: { field: "kind" } });

    const stock = await shopper.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "stock" });
    expect(stock.result).toMatchObject({ kind: "stock", price_at_subscription: null, notified_at: null, sku: "CABLE-OOS", is_in_stock: false });
    const price = await shopper.post("/api/alerts/add", { sku: "PHONE-SALE", kind: "price" });
    expect(price.result).toMatchObject({ kind: "price", price_at_subscription: 94_500, sku: "PHONE-SALE", final_price_incl_tax: 94_500 });

    const listed = await alertsOf(shopper);
    expect(listed.map((a: any) => [a.id, a.sku, a.kind])).toEqual([
      [price.result.id, "PHONE-SALE", "price"],
      [stock.result.id, "CABLE-OOS", "stock"],
    ]);
    expect(listed[0]).toMatchObject({ name: "Samsung Galaxy A55", url_path: "p/PHONE-SALE/samsung-galaxy-a55", notified_at: null });
    for (const alert of listed) await shopper.post("/api/alerts/remove", { id: alert.id });
    expect(await alertsOf(shopper)).toEqual([]);
  });

  it("lets only its owner remove an alert", async () => {
    const owner = await signedInCustomer(fixture);
    const other = await signedInCustomer(fixture);
    const { result } = await owner.post("/api/alerts/add", { sku: "CHARGER", kind: "price" });
    const notFound = { status: 404, error: { code: "alert.notFound", field: "id" } };
    expect(await other.post("/api/alerts/remove", { id: result.id })).toMatchObject(notFound);
    expect(await other.post("/api/alerts/remove", { id: 999_999 })).toMatchObject(notFound);
    expect(await alertsOf(other)).toEqual([]);
    expect(await owner.post("/api/alerts/remove", { id: result.id })).toMatchObject({ status: 200, result: { id: result.id } });
    expect(await owner.post("/api/alerts/remove", { id: result.id })).toMatchObject(notFound);
  });
});

describe("the e-mails", () => {
  it("sends a stock alert once, when the stock comes back, in the customer's language", async () => {
    const omar = await signedInCustomer(fixture, { firstname: "Omar" });
    const sara = await signedInCustomer(fixture, { firstname: "Sara", store: "ar" });
    for (const shopper of [omar, sara]) await shopper.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "stock" });

    expect(await set("CABLE-OOS", "stock=5")).toMatchObject({ ok: true, alertsSent: 2 });
    const [english] = await mailsTo(omar, "stockAlert");
    expect(english).toMatchObject({ locale: "en", subject: "Back in stock: USB-C Cable", status: "pending" });
    expect(english!.text_body).toContain("Hello Omar,");
    expect(english!.text_body).toContain("http://localhost:3000/p/CABLE-OOS/usb-c-cable");
    const [arabic] = await mailsTo(sara, "stockAlert");
    expect(arabic).toMatchObject({ locale: "ar", subject: "عاد إلى المخزون: USB-C Cable بالعربية" });
    expect(arabic!.text_body).toContain("http://localhost:3000/ar/p/CABLE-OOS/usb-c-cable");
    expect((await alertsOf(omar))[0].notified_at).toBe(fixture.commerce().context.now().toISOString());

    // more stock, or the same update again: no second e-mail
    expect(await set("CABLE-OOS", "stock=6")).toMatchObject({ ok: true, alertsSent: 0 });
    expect(await notifyWatchers(fixture.commerce().context, [fixture.id("CABLE-OOS")])).toBe(0);
    expect(await mailsTo(omar, "stockAlert")).toHaveLength(1);

    // subscribing again re-arms it, once it is out of stock again
    expect(await omar.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "stock" })).toMatchObject({ error: { code: "alert.alreadyInStock" } });
    await set("CABLE-OOS", "stock=0");
    expect((await omar.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "stock" })).result.notified_at).toBeNull();
    expect(await set("CABLE-OOS", "stock=3")).toMatchObject({ ok: true, alertsSent: 1 });
    expect(await mailsTo(omar, "stockAlert")).toHaveLength(2);
    expect(await mailsTo(sara, "stockAlert")).toHaveLength(1);
  });

  it("sends a stock alert on a product when one of its variants comes back", async () => {
    const shopper = await signedInCustomer(fixture);
    await shopper.post("/api/alerts/add", { sku: "SOLD-OUT-PHONE", kind: "stock" });
    expect(await set("SOLD-OUT-PHONE-BLK", "stock=4")).toMatchObject({ ok: true, alertsSent: 1 });
    expect((await mailsTo(shopper, "stockAlert"))[0]!.subject).toBe("Back in stock: Honor 90");
  });

  it("sends a price alert when the final price drops below the price at subscription, never when it rises", async () => {
    const omar = await signedInCustomer(fixture, { firstname: "Omar" });
    const sara = await signedInCustomer(fixture, { firstname: "Sara", store: "ar" });
    await omar.post("/api/alerts/add", { sku: "CHARGER", kind: "price" }); // 79.00 on special, 99.00 regular
    for (const shopper of [omar, sara]) await shopper.post("/api/alerts/add", { sku: "PHONE-SALE", kind: "price" }); // 945.00

    expect(await set("CHARGER", "special=none")).toMatchObject({ ok: true, alertsSent: 0 });
    expect(await set("CHARGER", "price=79.00")).toMatchObject({ ok: true, alertsSent: 0 });
    expect(await mailsTo(omar, "priceAlert")).toEqual([]);

    expect(await set("PHONE-SALE", "special=899.00")).toMatchObject({ ok: true, alertsSent: 2 });
    const [english] = await mailsTo(omar, "priceAlert");
    expect(english!.subject).toBe("Price drop: Samsung Galaxy A55");
    expect(english!.text_body).toContain(`now costs ${formatMoney(89_900, "en")} (was ${formatMoney(94_500, "en")}`);
    expect(formatMoney(89_900, "en")).toMatch(/^AED\s899\.00$/);
    const [arabic] = await mailsTo(sara, "priceAlert");
    expect(arabic!.text_body).toContain(formatMoney(89_900, "ar"));
    expect(arabic!.text_body).toContain(formatMoney(94_500, "ar"));

    expect(await set("PHONE-SALE", "special=899.00")).toMatchObject({ ok: true, alertsSent: 0 });
    expect(await set("PHONE-SALE", "special=850.00")).toMatchObject({ ok: true, alertsSent: 0 });
    expect(await mailsTo(omar, "priceAlert")).toHaveLength(1);
  });

  it("sends nothing for a customer's removed alert", async () => {
    const shopper = await signedInCustomer(fixture);
    await set("CASE", "stock=0");
    const { result } = await shopper.post("/api/alerts/add", { sku: "CASE", kind: "stock" });
    await shopper.post("/api/alerts/remove", { id: result.id });
    expect(await set("CASE", "stock=10")).toMatchObject({ ok: true, alertsSent: 0 });
    expect(await mailsTo(shopper, "stockAlert")).toEqual([]);
  });
});
