import { beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../../commerce/api/orders/place";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";

/**
 * Product reviews through the endpoints (docs/review-api.md): one per customer and product, even when posted
 * twice at once; moderation's verdict at once; the public list (approved only, newest first, ten a page, by
 * stars) with its score distribution; the verified purchase mark; the customer's own list; 404s for unknown
 * products; and an approved review refreshes the product's cached pages through the catalogue changes.
 */
const fixture = useFixtureCommerce();
const { get, post } = fixture;

const GOOD = {
  rating: 5,
  title: "Great charger",
  detail: "Charges my phone quickly and stays cool.",
  nickname: "Layla",
};
const write = (customer: Customer, sku: string, review: Partial<typeof GOOD> = {}, store = "en") =>
  customer.post(`/api/review/create?storeCode=${store}`, { review: { sku, ...GOOD, ...review } });

let changes = 0;
beforeAll(() => {
  fixture.commerce().onCatalogueChange(() => (changes += 1));
});

/** Approved reviews written straight into the table, one a day back from the fixture's now, for paging. */
async function seedReviews(sku: string, ratings: number[]) {
  const day = 86_400_000;
  await fixture
    .db()
    .insertInto("reviews")
    .values(
      ratings.map((rating, i) => ({
        product_id: fixture.id(sku),
        customer_id: null,
        store_id: i % 2 === 0 ? 1 : 2,
        rating,
        title: `Review ${i + 1}`,
        detail: "Seeded review text",
        nickname: "Guest",
        status: "approved" as const,
        moderation_reason: null,
        verified_purchase: 0,
        created_at: new Date(Date.parse("2026-06-01T00:00:00Z") - i * day).toISOString(),
      }))
    )
    .execute();
}

describe("writing a review", () => {
  it("needs a signed-in customer", async () => {
    expect(await post("/api/review/create", { review: { sku: "CASE", ...GOOD } })).toMatchObject({ status: 401 });
    expect(await get("/api/review/mine")).toMatchObject({ status: 401 });
  });

  it("publishes a review that passes moderation at once, and refreshes the product's pages", async () => {
    const layla = await signedInCustomer(fixture);
    const before = changes;
    const created = await write(layla, "CHARGER");
    expect(created).toMatchObject({
      status: 200,
      result: {
        sku: "CHARGER",
        name: "USB-C Charger 20W",
        status: "approved",
        moderation_reason: null,
        verified_purchase: false,
        lang: "en",
      },
    });
    const listed = await get("/api/review/product/CHARGER");
    expect(listed.result.reviews.map((r: any) => r.id)).toEqual([created.result.id]);
    expect(listed.result.reviews[0]).not.toHaveProperty("customer_id");
    await fixture.commerce().pollCatalogueChanges();
    expect(changes).toBeGreaterThan(before);
  });

  it("keeps a rejected review out of the list, with its reason for the customer, and refreshes nothing", async () => {
    const omar = await signedInCustomer(fixture, { firstname: "Omar" });
    const before = changes;
    const created = await write(omar, "PHONE-SALE", {
      detail: "Call me on 050 123 4567 for a better price",
      rating: 1,
    });
    expect(created.result).toMatchObject({ status: "rejected", moderation_reason: "contact" });
    const shouting = await signedInCustomer(fixture);
    const held = await write(shouting, "PHONE-SALE", {
      title: "Fine",
      detail: "VERY GOOD SCREEN AND BATTERY, camera is okay",
    });
    expect(held.result).toMatchObject({ status: "pending", moderation_reason: "shouting" });
    expect((await get("/api/review/product/PHONE-SALE")).result).toMatchObject({
      reviews: [],
      total: 0,
      summary: { count: 0, average: null },
    });
    expect((await omar.get("/api/review/mine")).result).toMatchObject([
      { sku: "PHONE-SALE", status: "rejected", moderation_reason: "contact" },
    ]);
    await fixture.commerce().pollCatalogueChanges();
    expect(changes).toBe(before);
  });

  it("takes one review per customer and product, even when the same review is posted five times at once", async () => {
    const sara = await signedInCustomer(fixture, { firstname: "Sara" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => write(sara, "CASE")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)).toMatchObject({ error: { code: "review.exists" } });
    const rows = await fixture.db().selectFrom("reviews").select("id").where("customer_id", "=", sara.id).execute();
    expect(rows).toHaveLength(1);
    // another customer may still review it
    expect((await write(await signedInCustomer(fixture), "CASE")).status).toBe(200);
  });

  it("refuses a text under 6 letters or over 2000, counted in any script, and changes nothing", async () => {
    const customer = await signedInCustomer(fixture, { store: "ar" });
    expect(await write(customer, "SOLD-OUT-PHONE", { detail: "Good!!" })).toMatchObject({
      status: 400,
      error: { code: "invalid", field: "detail" },
    });
    expect(await write(customer, "SOLD-OUT-PHONE", { detail: "رائع ١٢٣٤" })).toMatchObject({
      status: 400,
      error: { field: "detail" },
    });
    expect(await write(customer, "SOLD-OUT-PHONE", { detail: "ب ".repeat(2001) })).toMatchObject({
      status: 400,
      error: { field: "detail" },
    });
    expect(await write(customer, "SOLD-OUT-PHONE", { rating: 6 })).toMatchObject({
      status: 400,
      error: { field: "rating" },
    });
    expect(await write(customer, "SOLD-OUT-PHONE", { nickname: "؟" })).toMatchObject({
      status: 400,
      error: { field: "nickname" },
    });
    expect((await customer.get("/api/review/mine")).result).toEqual([]);
    const arabic = await write(customer, "SOLD-OUT-PHONE", { title: "جيد", detail: "جيد جدا", nickname: "مريم" }, "ar");
    expect(arabic.result).toMatchObject({ status: "approved", lang: "ar", nickname: "مريم", detail: "جيد جدا" });
  });

  it("answers 404 for a product that is unknown, disabled or not shown, and reviews a variant's parent", async () => {
    const customer = await signedInCustomer(fixture);
    for (const sku of ["NOPE", "DISABLED", "ORPHAN"]) {
      expect(await write(customer, sku)).toMatchObject({
        status: 404,
        error: { code: "review.productNotFound", field: "sku" },
      });
      expect(await get(`/api/review/product/${sku}`)).toMatchObject({
        status: 404,
        error: { code: "review.productNotFound" },
      });
    }
    const child = await write(customer, "IPHONE-15-PRO-BLK-128");
    expect(child.result).toMatchObject({ sku: "IPHONE-15-PRO", status: "approved" });
    expect(await write(customer, "IPHONE-15-PRO")).toMatchObject({ status: 409, error: { code: "review.exists" } });
  });

  it("marks the review of a product the customer ordered as a verified purchase", async () => {
    const buyer = await signedInCustomer(fixture);
    await fixture
      .db()
      .updateTable("stock")
      .set({ qty: 50, is_in_stock: 1 })
      .where("product_id", "=", fixture.id("CHARGER"))
      .execute();
    const cartId: string = (await post("/api/cart/create")).result.cartId;
    expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
    await placeOrder(
      fixture.commerce().context,
      cartId,
      codOrderDetails({ email: buyer.email, customerId: buyer.id, address: DUBAI_HOME }),
      "en"
    );
    expect((await write(buyer, "CHARGER")).result).toMatchObject({ verified_purchase: true });
    // an order of someone else's does not count
    expect((await write(await signedInCustomer(fixture), "CHARGER")).result).toMatchObject({
      verified_purchase: false,
    });
  });
});

describe("a product's reviews", () => {
  beforeAll(() => seedReviews("PHONE-EXPIRED", [5, 4, 5, 3, 1, 5, 4, 5, 2, 5, 4, 5, 5, 3, 5, 4, 5, 1, 5, 4, 5, 5, 4]));

  it("answers the average, the count and the distribution of approved reviews", async () => {
    const { result } = await get("/api/review/product/PHONE-EXPIRED");
    expect(result.product).toMatchObject({
      sku: "PHONE-EXPIRED",
      name: "Samsung Galaxy A35",
      url_path: "p/PHONE-EXPIRED/samsung-galaxy-a35",
    });
    expect(result.summary).toEqual({
      count: 23,
      average: 4.09,
      distribution: { "5": 12, "4": 6, "3": 2, "2": 1, "1": 2 },
    });
    const latest = await get("/api/review/latest/PHONE-EXPIRED");
    expect(latest.result.reviews.map((r: any) => r.title)).toEqual(["Review 1", "Review 2", "Review 3"]);
    expect(latest.result.reviews[1]).toMatchObject({ lang: "ar", verified_purchase: false });
  });

  it("pages by ten, newest first, and filters by stars", async () => {
    const page = async (query: string) => (await get(`/api/review/product/PHONE-EXPIRED?${query}`)).result;
    const first = await page("page=1");
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 23, pages: 3 });
    expect(first.reviews.map((r: any) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${i + 1}`));
    expect((await page("page=3")).reviews.map((r: any) => r.title)).toEqual(["Review 21", "Review 22", "Review 23"]);
    expect((await page("page=٢")).reviews[0].title).toBe("Review 11");
    expect((await page("page=4")).reviews).toEqual([]);
    const ones = await page("rating=1");
    expect(ones).toMatchObject({ total: 2, pages: 1 });
    expect(ones.reviews.map((r: any) => [r.title, r.rating])).toEqual([
      ["Review 5", 1],
      ["Review 18", 1],
    ]);
  });

  it("refuses a bad page or rating as a 400 naming it", async () => {
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["rating=6", "rating"],
      ["rating=-1", "rating"],
    ] as const) {
      expect(await get(`/api/review/product/PHONE-EXPIRED?${query}`)).toMatchObject({ status: 400, error: { field } });
    }
  });
});

describe("the customer's own reviews", () => {
  it("lists only their own, newest first, with the product and the status", async () => {
    const hind = await signedInCustomer(fixture, { firstname: "Hind" });
    const other = await signedInCustomer(fixture);
    await write(hind, "CHARGER");
    await write(hind, "PHONE-FUTURE", { detail: "Cheaper at www.example.com trust me" });
    const mine = (await hind.get("/api/review/mine")).result;
    expect(mine.map((r: any) => [r.sku, r.status])).toEqual([
      ["PHONE-FUTURE", "rejected"],
      ["CHARGER", "approved"],
    ]);
    expect(mine[0]).toMatchObject({
      name: "Apple iPhone 15",
      url_path: "p/PHONE-FUTURE/apple-iphone-15",
      moderation_reason: "contact",
    });
    expect((await other.get("/api/review/mine")).result).toEqual([]);
  });
});
