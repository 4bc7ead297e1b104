import { describe, expect, it } from "vitest";
import { estimatedDelivery } from "../../commerce/api/checkout/estimates";
import { slotTimes } from "../../commerce/api/locator/slots";
import { VISIT_SLOT_CAPACITY } from "../../commerce/contract/locator";
import { signedInCustomer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";

/**
 * The store locator, store visits and delivery timelines (docs/locator-api.md) on a real database. "Now" is the
 * fixture's: Monday 15 June 2026, 16:00 in the UAE; the malls open 10:00–22:00 on Mondays.
 */

const fixture = useFixtureCommerce();
const TODAY = "2026-06-15";
const TOMORROW = "2026-06-16";

let visitors = 0;
function visit(overrides: Record<string, unknown> = {}) {
  visitors += 1;
  return {
    store: "DXB-MOE",
    date: TOMORROW,
    slot: "11:00",
    full_name: "Layla Haddad",
    mobile: "050 123 4567",
    email: `visitor${visitors}@example.ae`,
    comment: "",
    ...overrides,
  };
}

describe("stores", () => {
  it("lists every emirate's stores with their area, hours, services and map link", async () => {
    const { status, result } = await fixture.get("/api/locator/stores");
    expect(status).toBe(200);
    expect(new Set(result.map((s: any) => s.emirate.code))).toEqual(new Set(["AUH", "DXB", "SHJ", "AJM", "UAQ", "RAK", "FUJ"]));
    const moe = result.find((s: any) => s.code === "DXB-MOE");
    expect(moe).toMatchObject({
      name: "Mall of the Emirates",
      area: { name: "Al Barsha" },
      city: "Dubai",
      map_url: "https://maps.google.com/?q=25.118107,55.200608",
      services: ["clickandcollect", "curbside", "repairs", "tradein", "installation", "appleAuthorised"],
    });
    expect(moe.hours).toHaveLength(7);
    expect(moe.hours[1]).toEqual({ weekday: 1, opens: "10:00", closes: "22:00" });
  });

  it("filters by emirate and area, in the store's language, and refuses what it does not know with a 404", async () => {
    const dubai = await fixture.get("/api/locator/stores?emirate=dxb&storeCode=ar");
    expect(dubai.result.map((s: any) => s.code)).toEqual(["DXB-MOE", "DXB-DFC", "DXB-DM", "DXB-IBN", "DXB-MCC"]);
    expect(dubai.result[0]).toMatchObject({ name: "مول الإمارات", emirate: { name: "دبي" } });

    const areas = await fixture.get("/api/locator/areas?emirate=DXB");
    const barsha = areas.result.find((a: any) => a.area_name === "Al Barsha");
    expect(barsha).toMatchObject({ city_name: "Dubai", store_count: 1 });
    const inBarsha = await fixture.get(`/api/locator/stores?emirate=DXB&area=${barsha.area_id}`);
    expect(inBarsha.result.map((s: any) => s.code)).toEqual(["DXB-MOE"]);

    expect(await fixture.get("/api/locator/stores?emirate=XYZ")).toMatchObject({ status: 404, error: { code: "locator.emirateNotFound" } });
    expect(await fixture.get(`/api/locator/stores?emirate=AUH&area=${barsha.area_id}`)).toMatchObject({
      status: 404,
      error: { code: "locator.areaNotFound", field: "area" },
    });
    expect(await fixture.get("/api/locator/stores?area=abc")).toMatchObject({ status: 404, error: { code: "locator.areaNotFound" } });
    expect(await fixture.get("/api/locator/stores?colour=red")).toMatchObject({ status: 400 });
  });

  it("names an area's city only while the city is offered (status 1)", async () => {
    const { result } = await fixture.get("/api/locator/areas?emirate=AUH");
    expect(result.find((a: any) => a.area_name === "Yas Island").city_name).toBe("Abu Dhabi");
    expect(result.find((a: any) => a.area_name === "Madinat Zayed Centre").city_name).toBeNull();
  });

  it("lists the stores whose shelves hold a product, a configurable product's through its variants", async () => {
    const store = async (code: string) => (await fixture.db().selectFrom("pickup_stores").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;
    await fixture.db().insertInto("pickup_store_stock").values([
      { store_id: await store("SHJ-CC"), product_id: fixture.id("CASE"), qty: 2 },
      { store_id: await store("FUJ-LUL"), product_id: fixture.id("CASE"), qty: 1 },
      { store_id: await store("DXB-DM"), product_id: fixture.id("CASE"), qty: 0 },
      { store_id: await store("AUH-YAS"), product_id: fixture.id("IPHONE-15-PRO-BLK-128"), qty: 1 },
    ]).execute();

    const holding = await fixture.get("/api/locator/stores?sku=CASE");
    expect(holding.result.map((s: any) => s.code)).toEqual(["SHJ-CC", "FUJ-LUL"]);
    expect((await fixture.get("/api/locator/stores?sku=CASE&emirate=FUJ")).result.map((s: any) => s.code)).toEqual(["FUJ-LUL"]);
    expect((await fixture.get("/api/locator/stores?sku=IPHONE-15-PRO")).result.map((s: any) => s.code)).toEqual(["AUH-YAS"]);
    expect((await fixture.get("/api/locator/stores?sku=CHARGER")).result).toEqual([]);
    expect(await fixture.get("/api/locator/stores?sku=NOPE")).toMatchObject({ status: 404, error: { code: "locator.productNotFound", field: "sku" } });
    expect(await fixture.get("/api/locator/stores?sku=DISABLED")).toMatchObject({ status: 404 });

    expect((await fixture.post("/api/locator/product-stores", { skus: ["CASE", "CHARGER"] })).result).toEqual([
      { sku: "CASE", stores: ["SHJ-CC", "FUJ-LUL"] },
      { sku: "CHARGER", stores: [] },
    ]);
  });
});

describe("visit slots", () => {
  const mall = [1, 2, 3, 4].map((weekday) => ({ weekday, opens: "10:00", closes: "22:00" }));

  it("are every 30 minutes of the opening hours, the last a whole slot before closing", () => {
    const tuesday = slotTimes(mall, TOMORROW);
    expect(tuesday).toHaveLength(24);
    expect([tuesday[0], tuesday[1], tuesday.at(-1)]).toEqual(["10:00", "10:30", "21:30"]);
    expect(slotTimes([{ weekday: 5, opens: "14:00", closes: "21:15" }], "2026-06-19")).toEqual(
      ["14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30"],
    );
    expect(slotTimes(mall, "2026-06-14")).toEqual([]);
  });

  it("leave out today's slots that have started", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(slotTimes(mall, TODAY, now)[0]).toBe("16:30");
    expect(slotTimes(mall, TODAY, new Date("2026-06-15T11:59:00Z"))[0]).toBe("16:00");
    expect(slotTimes(mall, TOMORROW, now)).toHaveLength(24);
  });

  it("are answered for a store's bookable dates, with the places left", async () => {
    const { status, result } = await fixture.get(`/api/locator/stores/DXB-DM/slots?date=${TODAY}`);
    expect(status).toBe(200);
    expect(result.dates).toHaveLength(14);
    expect([result.dates[0], result.dates.at(-1)]).toEqual([TODAY, "2026-06-28"]);
    expect(result.slots[0]).toEqual({ time: "16:30", free: VISIT_SLOT_CAPACITY });
    expect(await fixture.get("/api/locator/stores/DXB-DM/slots?date=2026-06-14")).toMatchObject({ status: 400, error: { code: "visit.dateOutOfRange" } });
    expect(await fixture.get("/api/locator/stores/DXB-DM/slots?date=2026-06-29")).toMatchObject({ status: 400, error: { field: "date" } });
    expect(await fixture.get("/api/locator/stores/NOPE-1/slots")).toMatchObject({ status: 404, error: { code: "locator.storeNotFound" } });
  });
});

describe("booking a visit", () => {
  it("books a slot, answers the confirmation by its reference and e-mails it in the shopper's language", async () => {
    const booked = await fixture.post("/api/locator/visits?storeCode=ar", visit({ full_name: "ليلى حداد", mobile: "٠٥٠١٢٣٤٥٦٧", comment: "  أريد تجربة الهاتف  " }));
    expect(booked.status, JSON.stringify(booked.result)).toBe(200);
    expect(booked.result).toMatchObject({ date: TOMORROW, slot: "11:00", full_name: "ليلى حداد", store: { code: "DXB-MOE", name: "مول الإمارات" } });
    expect(booked.result.reference).toMatch(/^[0-9a-f]{32}$/);
    const row = await fixture.db().selectFrom("store_visits").selectAll().where("reference", "=", booked.result.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile: "501234567", comment: "أريد تجربة الهاتف", store_view: "ar" });

    const again = await fixture.get(`/api/locator/visits/${booked.result.reference}`);
    expect(again.result).toMatchObject({ slot: "11:00", store: { code: "DXB-MOE", name: "Mall of the Emirates" } });
    expect(await fixture.get(`/api/locator/visits/${"0".repeat(32)}`)).toMatchObject({ status: 404, error: { code: "visit.notFound" } });

    const mail = await fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", booked.result.email).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ template: "storeVisit", locale: "ar", subject: "تم حجز زيارتك إلى مول الإمارات" });
    expect(mail.text_body).toContain("الساعة 11:00");
    expect(mail.text_body).toContain(`http://localhost:3000/ar/schedule-store-visit/${booked.result.reference}`);
    expect((await fixture.get(`/api/locator/stores/DXB-MOE/slots?date=${TOMORROW}`)).result.slots.find((s: any) => s.time === "11:00").free).toBe(
      VISIT_SLOT_CAPACITY - 1,
    );
  });

  it("refuses forged stores and slots with a 404, and past slots, far dates and bad contact details with a 400", async () => {
    const visits = async () => (await fixture.db().selectFrom("store_visits").select("id").execute()).length;
    const before = await visits();
    expect(await fixture.post("/api/locator/visits", visit({ store: "DXB-FAKE" }))).toMatchObject({ status: 404, error: { code: "locator.storeNotFound", field: "store" } });
    expect(await fixture.post("/api/locator/visits", visit({ slot: "10:15" }))).toMatchObject({ status: 404, error: { code: "visit.slotNotFound", field: "slot" } });
    expect(await fixture.post("/api/locator/visits", visit({ slot: "22:00" }))).toMatchObject({ status: 404, error: { code: "visit.slotNotFound" } });
    expect(await fixture.post("/api/locator/visits", visit({ date: TODAY, slot: "10:00" }))).toMatchObject({ status: 400, error: { code: "visit.slotPassed", field: "slot" } });
    expect(await fixture.post("/api/locator/visits", visit({ date: "2026-07-01" }))).toMatchObject({ status: 400, error: { code: "visit.dateOutOfRange", field: "date" } });
    expect(await fixture.post("/api/locator/visits", visit({ full_name: "L" }))).toMatchObject({ status: 400, error: { field: "full_name" } });
    expect(await fixture.post("/api/locator/visits", visit({ mobile: "04 123 4567" }))).toMatchObject({ status: 400, error: { field: "mobile" } });
    expect(await fixture.post("/api/locator/visits", visit({ email: "layla@" }))).toMatchObject({ status: 400, error: { field: "email" } });
    expect(await fixture.post("/api/locator/visits", visit({ comment: "x".repeat(101) }))).toMatchObject({ status: 400, error: { field: "comment" } });
    expect(await visits()).toBe(before);
  });

  it(`never books more than ${VISIT_SLOT_CAPACITY} visits of a slot, however many are posted at once`, async () => {
    const slot = { store: "SHJ-CC", date: TOMORROW, slot: "18:30" };
    for (let i = 1; i < VISIT_SLOT_CAPACITY; i++) expect((await fixture.post("/api/locator/visits", visit(slot))).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, () => fixture.post("/api/locator/visits", visit(slot))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, error: { code: "visit.slotFull", field: "slot" } });
    }
    const booked = await fixture.db().selectFrom("store_visits").select("id").where("visit_date", "=", TOMORROW).where("slot", "=", "18:30").execute();
    expect(booked).toHaveLength(VISIT_SLOT_CAPACITY);
    const slots = (await fixture.get(`/api/locator/stores/SHJ-CC/slots?date=${TOMORROW}`)).result.slots;
    expect(slots.find((s: any) => s.time === "18:30").free).toBe(0);
  });
});

describe("a customer's visits", () => {
  it("lists the visits they booked signed in, those to come soonest first, and nobody else's", async () => {
    const layla = await signedInCustomer(fixture);
    const omar = await signedInCustomer(fixture, { firstname: "Omar" });
    const later = await layla.post("/api/locator/visits", visit({ date: "2026-06-20", slot: "12:00", email: layla.email }));
    const sooner = await layla.post("/api/locator/visits?storeCode=ar", visit({ store: "SHJ-CC", slot: "12:30", email: layla.email }));
    const cancelled = await layla.post("/api/locator/visits", visit({ slot: "13:00", email: layla.email }));
    expect((await fixture.post(`/api/locator/visits/${cancelled.result.reference}/cancel`)).status).toBe(200);
    // Booked with her e-mail but not signed in: the e-mail's link is its only key.
    expect((await fixture.post("/api/locator/visits", visit({ email: layla.email }))).status).toBe(200);
    await omar.post("/api/locator/visits", visit({ email: omar.email }));

    const mine = await layla.get("/api/locator/my-visits");
    expect(mine.status).toBe(200);
    expect(mine.result.map((v: any) => [v.reference, v.status])).toEqual([
      [sooner.result.reference, "booked"],
      [later.result.reference, "booked"],
      [cancelled.result.reference, "cancelled"],
    ]);
    expect(mine.result[0]).toMatchObject({ date: TOMORROW, slot: "12:30", store: { code: "SHJ-CC" } });
    expect((await omar.get("/api/locator/my-visits")).result).toHaveLength(1);
  });

  it("is the signed-in customer's only: no token or a forged one is a 401, and a forged token books nothing", async () => {
    expect(await fixture.get("/api/locator/my-visits")).toMatchObject({ status: 401, error: { code: "auth.unauthorized" } });
    const visits = async () => (await fixture.db().selectFrom("store_visits").select("id").execute()).length;
    const before = await visits();
    const forged = await fixture.commerce().handler(
      new Request("http://commerce.test/api/locator/visits", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${"x".repeat(40)}` },
        body: JSON.stringify(visit()),
      }),
    );
    expect(forged.status).toBe(401);
    expect(await visits()).toBe(before);
  });
});

describe("delivery", () => {
  it("estimates a product's standard and express delivery to an emirate with the checkout's own rules", async () => {
    const now = fixture.commerce().context.now();
    const { status, result } = await fixture.get("/api/locator/delivery-timelines?sku=CASE&emirate=FUJ");
    expect(status).toBe(200);
    expect(result).toMatchObject({ sku: "CASE", emirate: { code: "FUJ", name: "Fujairah" }, supplier_days: 0 });
    expect(result.estimates).toEqual([
      { method: "standard", date: estimatedDelivery({ method: "standard", emirateId: 7, volatile: false, now }), fee: 2500, free_from: 50_000 },
      { method: "express", date: estimatedDelivery({ method: "express", emirateId: 7, volatile: false, now }), fee: 3500, free_from: null },
    ]);
    expect(result.estimates[0].date).toBe("2026-06-18");
    expect(await fixture.get("/api/locator/delivery-timelines?sku=CASE&emirate=ZZZ")).toMatchObject({ status: 404, error: { field: "emirate" } });
    expect(await fixture.get("/api/locator/delivery-timelines?sku=NOPE&emirate=DXB")).toMatchObject({ status: 404, error: { field: "sku" } });
  });

  it("explains the delivery rules: fees, the free delivery threshold, the days per emirate and the cut-off", async () => {
    const { result } = await fixture.get("/api/locator/delivery-rules");
    expect(result.cutoff_hour).toBe(18);
    expect(result.methods).toEqual([
      { method: "standard", fee: 2500, free_from: 50_000 },
      { method: "express", fee: 3500, free_from: null },
      { method: "clickandcollect", fee: 0, free_from: null },
      { method: "curbside", fee: 0, free_from: null },
    ]);
    const dubai = result.emirates.find((e: any) => e.code === "DXB");
    expect(dubai.days[0]).toEqual({ method: "standard", before_cutoff: 2, after_cutoff: 3 });
    expect(result.emirates.find((e: any) => e.code === "RAK").days[0]).toEqual({ method: "standard", before_cutoff: 3, after_cutoff: 4 });
    expect(result.stores.total).toBe(18);
  });
});
