import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../common/format";
import { COMMENT_MAX } from "../../commerce/contract/support";
import { openDatabase, type DB } from "../../commerce/db/connection";
import { createCatalogFixture } from "../support/catalog-fixture";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The contact form and "share by e-mail" (docs/support-api.md): the commerce endpoints check every field again
 * and queue the e-mails in the sender's language; the storefront's routes answer a refused post with the page
 * (400, 429) and stop floods per client and per recipient. Fixture products: CASE (Silicone Case, AED 199).
 */

const fixture = useFixtureCommerce();

const outbox = (recipient: string) =>
  fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", recipient).orderBy("id").execute();

const contact = {
  name: "محمد الهاشمي",
  email: "m.hashimi@example.ae",
  mobile: "٠٥٠ ١٢٣ ٤٥٦٧",
  topic: "delivery",
  orderNumber: "١٠٠٠٠٠٠٤٢",
  comment: "My order has not arrived yet.",
};

describe("POST /api/support/contact", () => {
  it("keeps the message, e-mails the support team and acknowledges in the shopper's language", async () => {
    const answer = await fixture.post("/api/support/contact?storeCode=ar", contact);
    expect(answer.status).toBe(200);
    expect(answer.result.reference).toMatch(/^CS-\d{6}$/);
    const id = Number(answer.result.reference.slice(3));
    const row = await fixture.db().selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "محمد الهاشمي", mobile: "501234567", topic: "delivery", order_number: "100000042", store_id: 2 });

    const [toSupport] = await outbox("support@nour.example");
    expect(toSupport).toMatchObject({ template: "contactSupport", locale: "en", subject: `Contact form ${answer.result.reference}: delivery` });
    expect(toSupport!.text_body).toContain("m.hashimi@example.ae, mobile +971 50 123 4567");
    expect(toSupport!.text_body).toContain("My order has not arrived yet.");
    expect(toSupport!.text_body).toContain("in Arabic");

    const [ack] = await outbox("m.hashimi@example.ae");
    expect(ack).toMatchObject({ template: "contactReceived", locale: "ar", subject: `استلمنا رسالتك ${answer.result.reference}` });
    expect(ack!.text_body).toContain("مرحباً محمد الهاشمي،");
    expect(ack!.html_body).toContain('dir="rtl"');
  });

  it("acknowledges in English from the English store, without an order number", async () => {
    const { orderNumber: _none, ...withoutOrder } = contact;
    const answer = await fixture.post("/api/support/contact?storeCode=en", { ...withoutOrder, email: "sara@example.ae", name: "Sara O'Neil" });
    expect(answer.status).toBe(200);
    const [ack] = await outbox("sara@example.ae");
    expect(ack).toMatchObject({ template: "contactReceived", locale: "en", subject: `We received your message ${answer.result.reference}` });
    expect(ack!.text_body).toContain("Hello Sara O'Neil,");
  });

  it.each([
    ["name", "M"],
    ["name", "R2-D2"],
    ["email", "not-an-address"],
    ["mobile", "04 123 4567"],
    ["mobile", "50123456"],
    ["topic", "billing"],
    ["orderNumber", "ABC-1"],
    ["comment", "x".repeat(COMMENT_MAX + 1)],
    ["comment", "   "],
  ])("refuses a bad %s (%s) and keeps nothing", async (field, value) => {
    const before = await fixture.db().selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const answer = await fixture.post("/api/support/contact", { ...contact, [field]: value });
    expect(answer).toMatchObject({ status: 400, error: { field } });
    const after = await fixture.db().selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("takes a comment of exactly the limit, counted in characters", async () => {
    const answer = await fixture.post("/api/support/contact", { ...contact, comment: "🙂".repeat(COMMENT_MAX) });
    expect(answer.status).toBe(200);
  });
});

describe("POST /api/support/share", () => {
  it("e-mails the product's name, price and link to the friend in the sender's language", async () => {
    const ar = await fixture.post("/api/support/share?storeCode=ar", { sku: "CASE", to: "friend@example.ae", message: "شاهد هذا" });
    expect(ar).toMatchObject({ status: 200, result: { sku: "CASE" } });
    const en = await fixture.post("/api/support/share?storeCode=en", { sku: "CASE", to: "friend@example.ae" });
    expect(en.status).toBe(200);
    const [arabic, english] = await outbox("friend@example.ae");
    expect(arabic).toMatchObject({ template: "shareProduct", locale: "ar", subject: "شارك زائر لموقع نور للإلكترونيات معك Silicone Case بالعربية" });
    expect(arabic!.text_body).toContain("http://localhost:3000/ar/p/CASE/silicone-case");
    expect(arabic!.text_body).toContain("كتب زائر لموقع نور للإلكترونيات: «شاهد هذا»");
    expect(english).toMatchObject({ locale: "en", subject: "A visitor of Nour Electronics shared Silicone Case with you" });
    expect(english!.text_body).toContain("A visitor of the Nour Electronics website sent you this");
    expect(english!.text_body).toContain(`now ${formatMoney(19_900, "en")} at Nour Electronics`);
    expect(english!.text_body).toContain("http://localhost:3000/p/CASE/silicone-case");
    expect(english!.text_body).not.toContain("wrote:");
  });

  it("answers 404 for an unknown product and refuses bad fields", async () => {
    expect(await fixture.post("/api/support/share", { sku: "NOPE", to: "friend@example.ae" })).toMatchObject({
      status: 404,
      error: { code: "share.productNotFound", field: "sku" },
    });
    expect(await fixture.post("/api/support/share", { sku: "CASE", to: "friend", name: "Layla" })).toMatchObject({ status: 400 });
    // A guest names nobody: the sender is never free text.
    expect(await fixture.post("/api/support/share", { sku: "CASE", to: "friend2@example.ae", name: "Nour Electronics Support" })).toMatchObject({ status: 400 });
    const long = { sku: "CASE", to: "friend@example.ae", message: "x".repeat(COMMENT_MAX + 1) };
    expect(await fixture.post("/api/support/share", long)).toMatchObject({ status: 400, error: { field: "message" } });
    for (const message of ["Refund: http://evil.example/refund", "see www.evil.example", "evil.example/refund", "evil[.]example", "evil (dot) example", "evil dot com"]) {
      expect(await fixture.post("/api/support/share", { sku: "CASE", to: "friend2@example.ae", message }), message).toMatchObject({ status: 400, error: { field: "message" } });
    }
    expect(await outbox("friend2@example.ae")).toEqual([]);
  });
});

describe("the storefront's contact and share routes", () => {
  const database = tempDatabase();
  const ORIGIN = "http://store.test";
  let contactRoute: typeof import("~/routes/($lang).customer-support.contact-us");
  let shareRoute: typeof import("~/routes/($lang).share.$sku");
  let honeypotField: string;
  let db: DB;

  beforeAll(async () => {
    await createCatalogFixture(database.url);
    process.env.DATABASE_URL = database.url;
    process.env.SEED_PRODUCTS = "0";
    process.env.SESSION_SECRET = "support-test-secret";
    contactRoute = await import("~/routes/($lang).customer-support.contact-us");
    shareRoute = await import("~/routes/($lang).share.$sku");
    honeypotField = (await import("~/lib/honeypot.server")).honeypotInputProps.nameFieldName;
    db = openDatabase(database.url);
  });

  afterAll(async () => {
    await db.destroy();
    database.remove();
  });

  /** A post to a route's action from `client`, with the honeypot left empty as a browser leaves it. */
  async function post(path: string, fields: Record<string, string>, client: string) {
    const lang = path.startsWith("/ar/") ? "ar" : undefined;
    const body = new URLSearchParams({ [honeypotField]: "", ...fields });
    const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN }, body });
    const context = { clientAddress: client };
    const sku = path.match(/\/share\/([^/]+)$/)?.[1];
    const run = sku ? callRoute(shareRoute.action, request, { lang, sku }, context) : callRoute(contactRoute.action, request, { lang }, context);
    const result = await run.catch((thrown: unknown) => thrown);
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), body: null as any };
    const { data, init } = result as { data: any; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, body: data, retryAfter: new Headers(init?.headers).get("Retry-After") };
  }

  const form = { name: "Aisha Rahman", email: "aisha@example.ae", mobile: "+971 55 765 4321", topic: "returns", comment: "How do I return a cable?" };
  const count = async () => Number((await db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  it("sends a contact message and redirects to the page with its reference", async () => {
    const answer = await post("/ar/customer-support/contact-us", form, "10.1.0.1");
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/ar\/customer-support\/contact-us\?reference=CS-\d{6}$/);
    const acknowledgement = await db.selectFrom("outbox").selectAll().where("recipient", "=", "aisha@example.ae").executeTakeFirstOrThrow();
    expect(acknowledgement.locale).toBe("ar");
  });

  it("answers a bad form with 400, the errors on their fields and the typed values, and sends nothing", async () => {
    const before = await count();
    const answer = await post("/customer-support/contact-us", { ...form, name: "A", mobile: "12345", comment: "x".repeat(COMMENT_MAX + 1) }, "10.1.0.2");
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toMatchObject({
      name: ["validation.nameInvalid"],
      mobile: ["validation.mobileInvalid"],
      comment: ["support:validation.textTooLong"],
    });
    const empty = await post("/ar/customer-support/contact-us", { ...form, topic: "", comment: "" }, "10.1.0.2");
    expect(empty.body.result.error).toEqual({ topic: ["support:validation.topicInvalid"], comment: ["validation.required"] });
    expect(answer.body.result.initialValue).toMatchObject({ name: "A", email: "aisha@example.ae", topic: "returns" });
    expect(await count()).toBe(before);
  });

  it("stores nothing for a bot that fills the honeypot", async () => {
    const before = await count();
    const answer = await post("/customer-support/contact-us", { ...form, [honeypotField]: "https://spam.example" }, "10.1.0.3");
    expect(answer.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("stops a flood of contact messages from one client with a translated message, storing nothing more", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/customer-support/contact-us", form, "10.1.0.4")).status).toBe(303);
    const before = await count();
    const flooded = await post("/customer-support/contact-us", form, "10.1.0.4");
    expect(flooded.status).toBe(429);
    expect(Number(flooded.retryAfter)).toBeGreaterThan(0);
    expect(flooded.body.result.error).toEqual({ "": ["errors.rateLimited"] });
    expect(await count()).toBe(before);
    expect((await post("/customer-support/contact-us", form, "10.1.0.5")).status).toBe(303);
  });

  it("fills in a signed-in customer's name, e-mail and mobile, and nothing for a guest", async () => {
    const accounts = await import("~/models/account.server");
    const { sessionStorage } = await import("~/lib/session.server");
    const account = { email: "noura@example.ae", firstname: "نورة", lastname: "Mansoori", mobile: "521234567", password: "Falcon-Dunes-42" };
    await accounts.createAccount("ar", account);
    const pair = await accounts.signInWithPassword("ar", account.email, account.password);
    const session = await sessionStorage.getSession();
    session.set("customerToken", pair.token);
    session.set("refreshToken", pair.refreshToken);
    const cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
    const load = async (headers: Record<string, string>) => {
      const request = new Request(`${ORIGIN}/ar/customer-support/contact-us`, { headers });
      const { data } = (await callRoute(contactRoute.loader, request, { lang: "ar" })) as unknown as { data: any };
      return data.prefill;
    };
    expect(await load({ Cookie: cookie })).toEqual({ name: "نورة Mansoori", email: "noura@example.ae", mobile: "0521234567" });
    expect(await load({})).toEqual({});
  });

  it("shows the customer care details the staff keep in the CMS page of the same path, in the page's language", async () => {
    const load = async (lang: "ar" | undefined) => {
      const request = new Request(`${ORIGIN}${lang ? "/ar" : ""}/customer-support/contact-us`);
      const { data } = (await callRoute(contactRoute.loader, request, { lang })) as unknown as { data: any };
      return data.care;
    };
    expect(await load(undefined)).toBeNull();
    await db
      .insertInto("cms_pages")
      .values({
        identifier: "customer-support/contact-us",
        title_en: "Contact Us",
        title_ar: "اتصل بنا",
        meta_description_en: "",
        meta_description_ar: "",
        is_active: 1,
        markdown_en: "Toll-free: 800 2345",
        markdown_ar: "الرقم المجاني: 800 2345",
        content_en: "<p>Toll-free: 800 2345</p>",
        content_ar: "<p>الرقم المجاني: 800 2345</p>",
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await load("ar")).toBe("<p>الرقم المجاني: 800 2345</p>");
    expect(await load(undefined)).toBe("<p>Toll-free: 800 2345</p>");
  });

  const share = { to: "sam@example.ae", message: "Nice case. Look at it" };

  it("shares a product: data for a fetcher, 303 with a flash for a browser without JavaScript, 404 for an unknown sku", async () => {
    expect(await post("/share/CASE", share, "10.2.0.1")).toMatchObject({ status: 200, body: { intent: "share", sent: true } });
    const withoutScript = await post("/ar/share/CASE", { ...share, redirectTo: "/ar/p/CASE/silicone-case" }, "10.2.0.1");
    expect(withoutScript).toMatchObject({ status: 303, location: "/ar/share/CASE" });
    const mails = await db.selectFrom("outbox").select(["locale", "template"]).where("recipient", "=", "sam@example.ae").orderBy("id").execute();
    expect(mails).toEqual([
      { locale: "en", template: "shareProduct" },
      { locale: "ar", template: "shareProduct" },
    ]);
    expect(await post("/share/NOPE", { ...share, to: "other@example.ae" }, "10.2.0.1")).toMatchObject({ status: 404 });
    expect((await post("/share/CASE", { ...share, to: "nope" }, "10.2.0.1")).body.result.error).toMatchObject({ to: ["validation.emailInvalid"] });
    const linked = await post("/share/CASE", { ...share, message: "Refund at http://evil.example/refund" }, "10.2.0.1");
    expect(linked.body.result.error).toMatchObject({ message: ["support:validation.messageLink"] });
  });

  it("names a signed-in customer as the sender of a shared product", async () => {
    const accounts = await import("~/models/account.server");
    const support = await import("~/models/support.server");
    await accounts.createAccount("en", { email: "layla.share@example.ae", firstname: "Layla", lastname: "Haddad", mobile: "529000077", password: "Falcon-Dunes-42" });
    const pair = await accounts.signInWithPassword("en", "layla.share@example.ae", "Falcon-Dunes-42");
    await support.shareProduct("en", { sku: "CASE", to: "named@example.ae" }, { token: pair.token, renew: async () => null });
    const mail = await db.selectFrom("outbox").select("subject").where("recipient", "=", "named@example.ae").executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Layla Haddad shared Silicone Case with you");
  });

  it("limits shares per recipient across clients, and per client", async () => {
    const to = "target@example.ae";
    for (const client of ["10.3.0.1", "10.3.0.2", "10.3.0.3"]) expect((await post("/share/CASE", { ...share, to }, client)).status).toBe(200);
    expect((await post("/share/CASE", { ...share, to }, "10.3.0.4")).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await post("/share/CASE", { ...share, to: `f${i}@example.ae` }, "10.3.0.9")).status).toBe(200);
    expect((await post("/share/CASE", { ...share, to: "f99@example.ae" }, "10.3.0.9")).status).toBe(429);
    expect(await db.selectFrom("outbox").select("id").where("recipient", "in", [to, "f99@example.ae"]).execute()).toHaveLength(3);
  });
});
