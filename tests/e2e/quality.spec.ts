import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatNuError, validateHtml } from "../support/nu-validator";
import { homeDeliveryForm } from "../support/order-details";
import { productPath } from "../../app/lib/product-variant";
import { addCustomerSession, newShopper } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { simpleProduct } from "./support/products";
import { axeViolations, forbidPageScripts, PageJudge } from "./support/quality";

/**
 * Two judges over every kind of page, in both languages: axe (WCAG 2.1 A and AA, and best practices) on
 * the page as the browser shows it, in one language with JavaScript (after hydration) and in the other without
 * (the server's page), and the W3C Nu checker on the HTML the server sends, in both. The products of each kind
 * are looked up in the demo catalogue's database.
 */

// Chromium runs no timers in a page with JavaScript off, and axe needs them: the browser keeps JavaScript
// on for axe's own script, and in the js-off project the pages' scripts are forbidden instead.
test.use({ javaScriptEnabled: true });

type Lang = "en" | "ar";
const LANGS: readonly Lang[] = ["en", "ar"];

/** Products and a brand found through the listings, as English paths. */
interface Found {
  brand: string;
  simple: string;
  /**
   * A product of this worker's own for the cart and the checkout steps, at AED 1,499 (with the gift card line, over
   * the card instalment plans' minimum): other specs buy the demo products, and one whose stock they run down would
   * no longer be found, or a cheaper one found instead.
   */
  bought: string;
  configurable: string;
  customOptions: string;
  bundle: string;
  grouped: string;
  giftCard: string;
}

interface PageKind {
  name: string;
  path: (found: Found, cartLine: number) => string;
  status?: number;
  /** The page shows the cart, so it is visited with a line in it. */
  withCart?: boolean;
  /** An account page: visited signed in as a new customer. */
  signedIn?: boolean;
  /** The compare page, visited with two products in the comparison. */
  withCompare?: boolean;
  /**
   * A checkout step: visited as a guest with a cart line and the steps before this one done; `instalmentsReview`
   * is the review of card instalments with a plan chosen (its fee line and plan).
   */
  checkout?: "delivery" | "payment" | "review" | "instalmentsReview";
  /** A checkout step after the way to pay took a bank offer off (decision 047), which the page says. */
  bankOfferTakenOff?: boolean;
}

const PAGES: readonly PageKind[] = [
  { name: "home", path: () => "/" },
  { name: "category", path: () => "/c/smartphones" },
  { name: "category without subcategories", path: () => "/c/cables" },
  { name: "category, filtered and sorted", path: () => "/c/smartphones?brand=apple&in_stock=1&sort=price_asc" },
  { name: "brands", path: () => "/brands" },
  { name: "brand", path: (found) => found.brand },
  { name: "simple product", path: (found) => found.simple },
  { name: "product with variants", path: (found) => found.configurable },
  { name: "product with custom options", path: (found) => found.customOptions },
  { name: "bundle product", path: (found) => found.bundle },
  { name: "grouped product", path: (found) => found.grouped },
  { name: "gift card product", path: (found) => found.giftCard },
  { name: "gift card balance", path: () => "/gift-card-balance" },
  { name: "search prompt", path: () => "/search" },
  { name: "search results", path: () => "/search/samsung" },
  { name: "search without results", path: () => "/search/qqxzvqqxzv" },
  { name: "empty cart", path: () => "/cart" },
  { name: "cart", path: () => "/cart", withCart: true },
  { name: "remove from cart", path: (_, line) => `/cart/remove/${line}`, withCart: true },
  { name: "empty checkout", path: () => "/checkout" },
  { name: "empty compare", path: () => "/compare" },
  { name: "compare", path: () => "/compare", withCompare: true },
  { name: "guest checkout", path: () => "/guest-checkout", withCart: true },
  { name: "checkout delivery", path: () => "/checkout/delivery", withCart: true, checkout: "delivery" },
  { name: "checkout payment", path: () => "/checkout/payment", withCart: true, checkout: "payment" },
  { name: "checkout review", path: () => "/checkout/review", withCart: true, checkout: "review" },
  { name: "checkout review, card instalments", path: () => "/checkout/review", withCart: true, checkout: "instalmentsReview" },
  { name: "checkout review, bank offer taken off", path: () => "/checkout/review", withCart: true, checkout: "review", bankOfferTakenOff: true },
  { name: "payment failed", path: () => "/payment-status?result=failed&reason=declined" },
  { name: "payment pending", path: () => "/payment-status?result=pending&order=100000001" },
  { name: "discount", path: () => "/discount/WELCOME10" },
  { name: "unknown discount", path: () => "/discount/NO-SUCH-CODE", status: 404 },
  { name: "information page", path: () => "/about-us" },
  { name: "sitemap", path: () => "/sitemap" },
  { name: "contact us", path: () => "/customer-support/contact-us" },
  { name: "contact us, sent", path: () => "/customer-support/contact-us?reference=CS-000042" },
  { name: "share by e-mail", path: (found) => `/share/${found.simple.split("/")[2]}` },
  { name: "store locator", path: () => "/store-locator" },
  { name: "store locator, one emirate", path: () => "/store-locator?emirate=DXB" },
  { name: "store visit", path: () => "/schedule-store-visit" },
  { name: "store visit, free times", path: () => "/schedule-store-visit?store=DXB-MOE" },
  { name: "delivery", path: () => "/delivery" },
  { name: "maintenance", path: () => "/maintanence" },
  { name: "error", path: () => "/error" },
  { name: "offline", path: () => "/offline" },
  { name: "offline, with a reason", path: () => "/offline?reason=category" },
  { name: "not found", path: () => "/no-such-page", status: 404 },
  { name: "sign in", path: () => "/sign-in?redirectTo=%2Fcart" },
  { name: "sign in with a code", path: () => "/sign-in/code" },
  { name: "sign in with a code, code step", path: () => "/sign-in/code?mobile=501234567" },
  { name: "sign up", path: () => "/sign-up" },
  { name: "forgot password", path: () => "/forgot-password" },
  { name: "forgot password, sent", path: () => "/forgot-password?sent=someone%40example.ae" },
  { name: "reset password", path: () => "/resetpassword?email=someone%40example.ae&token=abc" },
  { name: "trade-in", path: () => "/trade-in" },
  { name: "trade-in, model step", path: () => "/trade-in?category=1&brand=1" },
  { name: "trade-in quote", path: () => "/trade-in?category=1&brand=1&model=7&a7=24&q1=1&q2=3&q3=6&q4=10&q5=13" },
  { name: "sign out", path: () => "/sign-out", signedIn: true },
  { name: "my account", path: () => "/my-account", signedIn: true },
  { name: "profile", path: () => "/my-account/profile", signedIn: true },
  { name: "password and devices", path: () => "/my-account/password", signedIn: true },
  { name: "newsletter", path: () => "/my-account/newsletter", signedIn: true },
  { name: "orders", path: () => "/my-account/orders", signedIn: true },
  { name: "my product reviews", path: () => "/my-account/reviews", signedIn: true },
  { name: "my store visits", path: () => "/my-account/store-visits", signedIn: true },
  { name: "product reviews", path: (found) => `/view-all-review?sku=${found.configurable.split("/")[2]}` },
  { name: "write a review", path: (found) => `/write-review?sku=${found.simple.split("/")[2]}`, signedIn: true },
];

function at(lang: Lang, path: string): string {
  return lang === "ar" ? `/ar${path === "/" ? "" : path}` : path;
}

// ---------- the demo catalogue's products of each kind ----------

let found: Promise<Found> | undefined;

/** Each worker looks once, in the e2e server's database. */
function findPages(): Promise<Found> {
  found ??= withCommerce(async ({ db }) => {
    const listed = db
      .selectFrom("products as p")
      .select(["p.sku", "p.url_key"])
      .where("p.status", "=", 1)
      .where("p.visibility", "=", 4)
      .orderBy("p.id");
    const one = async (query: typeof listed, what: string) => productPath((await query.executeTakeFirst()) ?? failed(what));
    const brand = await db.selectFrom("brands").select("code").orderBy("code").executeTakeFirst();
    return {
      brand: `/brands/${brand?.code ?? failed("a brand")}`,
      // In stock, so that it can go into the cart.
      simple: await one(
        listed
          .innerJoin("stock as s", "s.product_id", "p.id")
          .where("p.type_id", "=", "simple")
          .where("p.tax_class_id", "=", 2)
          .where("s.is_in_stock", "=", 1)
          .where("s.qty", ">=", 50)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom("custom_options as o").select("o.id").whereRef("o.product_id", "=", "p.id")))),
        "a simple product in stock",
      ),
      bought: await boughtProduct(),
      configurable: await one(listed.where("p.type_id", "=", "configurable"), "a product with variants"),
      customOptions: await one(
        listed.where(({ exists, selectFrom }) => exists(selectFrom("custom_options as o").select("o.id").whereRef("o.product_id", "=", "p.id"))),
        "a product with custom options",
      ),
      bundle: await one(listed.where("p.type_id", "=", "bundle"), "a bundle"),
      grouped: await one(listed.where("p.type_id", "=", "grouped"), "a grouped product"),
      giftCard: await one(listed.where("p.type_id", "=", "giftcard"), "a gift card"),
    };
  });
  return found;
}

async function boughtProduct(): Promise<string> {
  const code = `QA${process.pid}${Date.now() % 100_000}`;
  await simpleProduct(code, { price: 149_900, stock: 1_000 });
  return productPath({ sku: `E2E-${code}`, url_key: `e2e-lamp-${code.toLowerCase()}` });
}

function failed(what: string): never {
  throw new Error(`no ${what} in the demo catalogue`);
}

/** Puts the product into the cart of the request context's cookies; returns the line's id. */
async function addCartLine(request: APIRequestContext, baseURL: string, productPath: string): Promise<number> {
  const sku = decodeURIComponent(productPath.split("/")[2]!);
  const added = await request.post("/cart", {
    form: { sku, qty: "1", intent: "add", redirectTo: "/cart" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(added.status(), `adding ${sku} to the cart`).toBe(303);
  const cart = await (await request.get("/cart")).text();
  const line = cart.match(/href="\/cart\/remove\/(\d+)"/)?.[1];
  expect(line, "a cart line with a remove link").toBeTruthy();
  return Number(line);
}

/** Puts a gift card for a recipient into the cart too, so the cart pages show its recipient and the form to change it. */
async function addGiftCardLine(request: APIRequestContext, baseURL: string, productPath: string): Promise<void> {
  const sku = decodeURIComponent(productPath.split("/")[2]!);
  const form = { sku, qty: "1", intent: "add", gift_card: "1", recipient_name: "Noura", recipient_email: "noura@example.ae", redirectTo: "/cart" };
  const added = await request.post("/cart", { form, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(added.status(), `adding the gift card ${sku} to the cart`).toBe(303);
}

/** Puts the first two smartphones into the comparison of the request context's cookies. */
async function addToCompare(request: APIRequestContext, baseURL: string): Promise<void> {
  const listing = await (await request.get("/c/smartphones")).text();
  const skus = [...new Set([...listing.matchAll(/href="\/p\/([^"/?]+)\//g)].map((m) => decodeURIComponent(m[1]!)))].slice(0, 2);
  for (const sku of skus) {
    const added = await request.post("/compare", { form: { intent: "add", sku, redirectTo: "/compare" }, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(added.status(), `comparing ${sku}`).toBe(303);
  }
}

const CHECKOUT_EMAIL = "quality-checkout@example.ae";

/**
 * Marks the carts of these checkouts as the payment step does when cash on delivery takes a bank offer off
 * (decision 047), through the backend: the cart's product may be below every bank offer's minimum.
 */
async function takeBankOfferOff(): Promise<void> {
  await withCommerce(({ db }) =>
    db
      .updateTable("carts")
      .set({ bank_offer_removed: "ENBD15" })
      .where("status", "=", "active")
      .where("id", "in", db.selectFrom("checkouts").select("cart_id").where("email", "=", CHECKOUT_EMAIL))
      .execute(),
  );
}

/** Takes the cart of the request context's cookies through the checkout steps before `step`, as a guest. */
async function advanceCheckout(request: APIRequestContext, baseURL: string, step: NonNullable<PageKind["checkout"]>): Promise<void> {
  const steps: [string, Record<string, string>][] = [
    ["/guest-checkout", { full_name: "Sara Ahmed", email: CHECKOUT_EMAIL, mobile: "0501234567" }],
    ["/checkout/delivery", homeDeliveryForm("Sara Ahmed", "0501234567")],
    step === "instalmentsReview"
      ? // The cart line and the gift card line come to more than AED 500: 3 months are offered.
        ["/checkout/payment", { method: "installments", instalment_plan: "NTB-3", terms: "on" }]
      : ["/checkout/payment", { method: "cashondelivery", terms: "on" }],
  ];
  const upTo = { delivery: 1, payment: 2, review: 3, instalmentsReview: 3 }[step];
  for (const [path, form] of steps.slice(0, upTo)) {
    const answer = await request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(answer.status(), `checkout step ${path}`).toBe(303);
  }
}

/** Signs the page's browser in as a new customer, made through the backend. */
async function signUp(page: Page): Promise<void> {
  await addCustomerSession(page.context(), "en", newShopper("en"));
}

// ---------- axe ----------

/**
 * Each state is set up once, and axe judges every page of it. A page is judged in one language with JavaScript
 * and in the other without (alternating down the list), so every kind of page is judged in both languages and
 * both ways, and no page twice.
 */
interface PageGroup {
  name: string;
  kinds: readonly PageKind[];
  /** Brings the request context's cookies into the group's state; the cart line's id when there is one. */
  setUp: (page: Page, baseURL: string, found: Found) => Promise<number>;
}

const anonymous = PAGES.filter((kind) => !kind.withCart && !kind.signedIn && !kind.withCompare && !kind.checkout);
/** Anonymous pages in groups of this many, so both workers judge them. */
const GROUP_SIZE = 12;

const GROUPS: readonly PageGroup[] = [
  ...Array.from({ length: Math.ceil(anonymous.length / GROUP_SIZE) }, (_, i) => ({
    name: `anonymous pages, part ${i + 1}`,
    kinds: anonymous.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
    setUp: async () => 0,
  })),
  {
    name: "the compare pages with two products",
    kinds: PAGES.filter((kind) => kind.withCompare),
    setUp: async (page, baseURL) => {
      await addToCompare(page.request, baseURL);
      return 0;
    },
  },
  {
    name: "pages with a cart line, then each checkout step",
    kinds: PAGES.filter((kind) => kind.withCart),
    setUp: async (page, baseURL, found) => {
      const line = await addCartLine(page.request, baseURL, found.bought);
      await addGiftCardLine(page.request, baseURL, found.giftCard);
      return line;
    },
  },
  {
    name: "a new customer's pages",
    kinds: PAGES.filter((kind) => kind.signedIn),
    setUp: async (page) => {
      await signUp(page);
      return 0;
    },
  },
];

for (const group of GROUPS) {
  test(`axe finds nothing on ${group.name}, in English and Arabic`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const scripts = testInfo.project.use.javaScriptEnabled !== false;
    if (!scripts) await forbidPageScripts(page);
    const found = await findPages();
    const line = await group.setUp(page, baseURL!, found);
    const problems: string[] = [];
    for (const kind of group.kinds) {
      // The checkout steps are listed in order: each is judged once the steps before it are done.
      if (kind.checkout) await advanceCheckout(page.request, baseURL!, kind.checkout);
      if (kind.bankOfferTakenOff) await takeBankOfferOff();
      const lang = LANGS[(PAGES.indexOf(kind) + (scripts ? 0 : 1)) % 2]!;
      const path = at(lang, kind.path(found, line));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(kind.status ?? 200);
      // Once hydrated, the notifications float.
      if (scripts) await expect(page.locator(".notifications--floating")).toBeAttached();
      problems.push(...(await axeViolations(page, `${kind.name}, ${path}${scripts ? "" : " (without JavaScript)"}`)));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

// ---------- the Nu HTML checker ----------

test("the Nu HTML checker finds no error in any page the server sends", async ({ page, baseURL }, testInfo) => {
  const request = page.request;
  test.skip(testInfo.project.name !== "js-on", "the HTML sent is the same for both projects");
  test.setTimeout(120_000);
  const found = await findPages();
  const documents = new Map<string, string>();
  const save = async (kind: PageKind, line: number) => {
    for (const lang of LANGS) {
      const path = at(lang, kind.path(found, line));
      const response = await request.get(path);
      expect(response.status(), path).toBe(kind.status ?? 200);
      documents.set(`${kind.name} (${path})`, await response.text());
    }
  };
  for (const kind of PAGES.filter((kind) => !kind.withCart && !kind.signedIn && !kind.withCompare)) await save(kind, 0);
  await addToCompare(request, baseURL!);
  for (const kind of PAGES.filter((kind) => kind.withCompare)) await save(kind, 0);
  const line = await addCartLine(request, baseURL!, found.bought);
  await addGiftCardLine(request, baseURL!, found.giftCard);
  for (const kind of PAGES.filter((kind) => kind.withCart && !kind.checkout)) await save(kind, line);
  // The steps in order: each page is read once the steps before it are done.
  for (const kind of PAGES.filter((kind) => kind.checkout)) {
    await advanceCheckout(request, baseURL!, kind.checkout!);
    if (kind.bankOfferTakenOff) await takeBankOfferOff();
    await save(kind, line);
  }
  await signUp(page);
  for (const kind of PAGES.filter((kind) => kind.signedIn)) await save(kind, 0);

  const errors = (await validateHtml(documents)).map(formatNuError);
  expect(errors, errors.join("\n")).toEqual([]);
});

// ---------- signed-in pages: the address book ----------

interface AccountPageKind {
  name: string;
  path: (addressId: string) => string;
  status?: number;
  /** The address form: also judged once posted empty and refused. */
  refused?: boolean;
}

/** The address book's pages, as a customer with one address sees them. */
const ADDRESS_PAGES: readonly AccountPageKind[] = [
  { name: "address book", path: () => "/my-account/shipping-details" },
  { name: "new address", path: () => "/my-account/shipping-details/new", refused: true },
  { name: "edit address", path: (id) => `/my-account/shipping-details/${id}/edit` },
  { name: "delete address", path: (id) => `/my-account/shipping-details/${id}/delete` },
  { name: "unknown address", path: () => "/my-account/shipping-details/999999/edit", status: 404 },
];

/** An address form posted empty: every field refused, each with its error (a 400 page). */
const EMPTY_ADDRESS = { full_name: "", mobile: "", building: "", flat: "", area: "", emirate_id: "", city_id: "", address_type: "home" };

/** Signs the request context in as a new customer with one saved address; the address's id. */
async function signUpWithAddress(page: Page, baseURL: string): Promise<string> {
  await signUp(page);
  const request = page.request;
  const headers = { Origin: baseURL };
  const saved = await request.post("/my-account/shipping-details/new", {
    form: { ...EMPTY_ADDRESS, full_name: "عائشة المنصوري", mobile: "050 123 4567", building: "Tower 1", flat: "101", area: "Deira", emirate_id: "2", city_id: "5", landmark: "Clock tower", makani: "1234567890" },
    headers,
    maxRedirects: 0,
  });
  expect(saved.status(), "saving an address").toBe(303);
  const book = await (await request.get("/my-account/shipping-details")).text();
  const id = book.match(/href="\/my-account\/shipping-details\/(\d+)\/edit"/)?.[1];
  expect(id, "the address's edit link").toBeTruthy();
  return id!;
}

test("axe finds nothing on the address book pages, nor the Nu checker (JavaScript on), in English and Arabic", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const judge = await PageJudge.start(page, testInfo);
  const addressId = await signUpWithAddress(page, baseURL!);
  for (const kind of ADDRESS_PAGES) {
    await judge.open(kind.name, kind.path(addressId), kind.status);
    if (kind.refused) {
      // The form refused: every field with its error.
      await page.locator("#address-form button[type=submit]").click();
      await expect(page.locator("#address-form [aria-invalid=true]").first()).toBeVisible();
      await judge.judgeShown(`${kind.name}, refused`);
      if (judge.checksHtml) {
        for (const lang of LANGS) {
          const path = at(lang, kind.path(addressId));
          const refused = await page.request.post(path, { form: EMPTY_ADDRESS, headers: { Origin: baseURL! } });
          expect(refused.status(), `${path}, refused`).toBe(400);
          judge.keep(`refused address form (${path})`, await refused.text());
        }
      }
    }
  }
  await judge.finish();
});
