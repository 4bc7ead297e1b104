import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createCookieSessionStorage } from "react-router";
import { createCommerceHandler } from "../../../commerce/handler";
import accountAr from "../../../app/locales/ar/account";
import accountEn from "../../../app/locales/en/account";
import { call } from "../../support/call";
import { readMail } from "../../support/mime";
import { withCommerce } from "./commerce";
import { E2E_SESSION_SECRET } from "./server-secrets";
import { at, type Lang } from "./shop";

/** Accounts for e2e specs: new shoppers, signing up and in through the pages or the backend, and the outbox folder. */

export const accountTexts = { en: accountEn, ar: accountAr };

let counter = 0;

/** A shopper nobody has used yet: a unique e-mail and UAE mobile number. */
export function newShopper(lang: Lang, overrides: Partial<Shopper> = {}): Shopper {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const mobile = `5${[0, 2, 4, 5, 6, 8][counter % 6]}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  return {
    firstname: lang === "ar" ? "مريم" : "Sara",
    lastname: lang === "ar" ? "الهاشمي" : "Ahmed",
    email: `shopper-${unique}@example.ae`,
    mobile,
    password: "Qx7!nDr4#pL",
    ...overrides,
  };
}

export interface Shopper {
  firstname: string;
  lastname: string;
  email: string;
  /** 9 national digits. */
  mobile: string;
  password: string;
}

/** `0501234567` typed as an Arabic keyboard types it: `٠٥٠١٢٣٤٥٦٧`. */
export function arabicDigits(text: string): string {
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x660 + Number(digit)));
}

let address = 0;

/** Gives the context its own client address, so rate limits count per test (the server trusts the proxy header). */
export async function ownClientAddress(context: BrowserContext): Promise<void> {
  address += 1;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${process.pid % 250}.${Math.floor(address / 250)}.${address % 250}` });
}

/** Signs up through the page; `fromPage` when the test already opened it (to tick a box first). */
export async function signUp(page: Page, lang: Lang, shopper: Shopper, { mobileAs = shopper.mobile, fromPage = false } = {}) {
  const t = accountTexts[lang].signUp;
  if (!fromPage) await page.goto(at(lang, "/sign-up"));
  await page.getByRole("main").getByLabel(t.firstname, { exact: true }).fill(shopper.firstname);
  await page.getByRole("main").getByLabel(t.lastname, { exact: true }).fill(shopper.lastname);
  await page.getByRole("main").getByLabel(t.email, { exact: true }).fill(shopper.email);
  await page.getByRole("main").getByLabel(t.mobile, { exact: true }).fill(mobileAs);
  await page.getByRole("main").getByLabel(t.password, { exact: true }).fill(shopper.password);
  await page.getByRole("main").getByLabel(t.confirmPassword, { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountTexts[lang].dashboard.heading.replace("{{name}}", shopper.firstname));
}

/** The e2e server's session cookie, as app/lib/session.server.ts makes it. */
const sessions = createCookieSessionStorage({ cookie: { name: "__session", path: "/", secrets: [E2E_SESSION_SECRET] } });

/**
 * A new customer made through the backend and signed in in the page's browser by a session cookie made as the
 * store makes it: for specs about what a customer does, not about signing up (accounts.spec.ts signs up through
 * the page). Ends on the customer's dashboard, which shows the cookie works.
 */
export async function signInAs(page: Page, lang: Lang, shopper: Shopper): Promise<void> {
  await addCustomerSession(page.context(), lang, shopper);
  await page.goto(at(lang, "/my-account"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountTexts[lang].dashboard.heading.replace("{{name}}", shopper.firstname));
}

/**
 * `signInAs` without opening a page: the browser context's cookies (and its `request`'s) hold the customer's session.
 * Answers the customer's token, for setting data up through the backend as them.
 */
export async function addCustomerSession(context: BrowserContext, lang: Lang, shopper: Shopper): Promise<string> {
  const { token, refreshToken } = await withCommerce(async (ctx) => {
    const handler = createCommerceHandler(ctx);
    const { password, ...customer } = shopper;
    const created = await call(handler, "POST", `/api/user/create?storeCode=${lang}`, { customer, password });
    expect(created.status, `creating ${shopper.email}: ${JSON.stringify(created.error)}`).toBe(200);
    const signedIn = await call(handler, "POST", "/api/user/login", { username: shopper.email, password });
    return { token: signedIn.result as string, refreshToken: signedIn.meta.refreshToken as string };
  });
  const session = await sessions.getSession();
  session.set("customerToken", token);
  session.set("refreshToken", refreshToken);
  const value = (await sessions.commitSession(session)).split(";")[0]!.slice("__session=".length);
  await context.addCookies([{ name: "__session", value, url: test.info().project.use.baseURL, httpOnly: true, sameSite: "Lax" }]);
  return token;
}

export async function signIn(page: Page, lang: Lang, email: string, password: string) {
  const t = accountTexts[lang].signIn;
  if (!new URL(page.url()).pathname.endsWith("/sign-in")) await page.goto(at(lang, "/sign-in"));
  await page.getByRole("main").getByLabel(t.email, { exact: true }).fill(email);
  await page.getByRole("main").getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.submit, exact: true }).click();
}

export async function signOut(page: Page, lang: Lang) {
  const t = accountTexts[lang].signOut;
  await page.goto(at(lang, "/sign-out"));
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.locator(".notification").filter({ hasText: t.done })).toBeVisible();
}

/** The OUTBOX_DIR of the configuration's server; a spec that starts its own servers passes theirs. */
const defaultOutboxDir = () => path.join(process.env.E2E_DATA_DIR!, "outbox");

function outboxFiles(kind: "eml" | "txt", outboxDir: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith(`.${kind}`))
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
    .map((name) => readFileSync(path.join(outboxDir, name), "utf8"));
}

/** The text of the newest SMS to a mobile number (9 digits): the store writes each to OUTBOX_DIR. */
export async function lastSmsTo(mobile: string, outboxDir = defaultOutboxDir()): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = outboxFiles("txt", outboxDir).find((text) => text.startsWith(`To: +971${mobile}\n`))), {
      message: `an SMS to ${mobile}`,
    })
    .toBeDefined();
  return found!;
}

/** The plain-text part of the newest e-mail to an address whose subject is `subject`. */
export async function lastEmailTo(email: string, subject: string, outboxDir = defaultOutboxDir()): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = outboxFiles("eml", outboxDir)
          .map((raw) => readMail(raw))
          .find((mail) => mail.header("To")?.includes(email) && mail.header("Subject") === subject)
          ?.part("text/plain")),
      { message: `an e-mail to ${email}: ${subject}` },
    )
    .toBeDefined();
  return found!;
}
