import { execFileSync } from "node:child_process";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createCookie } from "react-router";
import adminAr from "../../../app/locales/ar/admin";
import adminEn from "../../../app/locales/en/admin";
import { createStaff } from "../../../commerce/api/staff/accounts";
import { COMMAND_LINE } from "../../../commerce/api/staff/audit";
import type { StaffRole } from "../../../commerce/contract/staff";
import { createCommerceHandler } from "../../../commerce/handler";
import { call } from "../../support/call";
import { signedInStaff, STAFF_PASSWORD, totpCode, type SignedInStaffMember } from "../../support/staff";
import { withCommerce } from "./commerce";
import { E2E_SESSION_SECRET } from "./server-secrets";
import { at, ready, type Lang } from "./shop";

/** Staff for the back-office specs: made by the command, or signed in through the backend for specs about something else. */

export const adminTexts = { en: adminEn, ar: adminAr };

let made = 0;

/** A unique staff e-mail for this run. */
export function staffEmail(role: StaffRole): string {
  made += 1;
  return `${role}.${made}.${process.pid}.${Date.now()}@staff.example.ae`;
}

/** `npm run staff -- create`, as the store's operator runs it, on the e2e server's database. */
export function createStaffByCommand(email: string, name: string, role: StaffRole): void {
  execFileSync(process.execPath, ["--import", "tsx", "commerce/staff/cli.ts", "create", "--email", email, "--name", name, "--role", role], {
    input: STAFF_PASSWORD,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** The e2e server's `__staff` cookie, as app/lib/staff-session.server.ts makes it. */
const staffCookie = createCookie("__staff", { path: "/", secrets: [E2E_SESSION_SECRET] });

async function addStaffCookie(context: BrowserContext, token: string, url = test.info().project.use.baseURL): Promise<void> {
  const value = (await staffCookie.serialize(token)).split(";")[0]!.slice("__staff=".length);
  await context.addCookies([{ name: "__staff", value, url, httpOnly: true, sameSite: "Strict" }]);
}

/** Another store than the e2e server (a cluster started with the e2e server's SESSION_SECRET): its database and address. */
export interface OtherStore {
  databaseUrl: string;
  url: string;
}

/** A new staff member of `role`, signed in in the context's browser: for specs about what staff do, not about signing in. */
export async function signInStaffAs(context: BrowserContext, role: StaffRole, store?: OtherStore): Promise<SignedInStaffMember> {
  const member = await withCommerce((ctx) => signedInStaff({ handler: createCommerceHandler(ctx), context: ctx }, role), store?.databaseUrl);
  await addStaffCookie(context, member.headers["x-staff-token"]!, store?.url);
  return member;
}

/** A staff member who gave the password and still owes the code (or, `enrolled: false`, the enrolment). */
export async function halfSignedInStaff(context: BrowserContext, enrolled: boolean): Promise<void> {
  const token = await withCommerce(async (ctx) => {
    const handler = createCommerceHandler(ctx);
    const member = enrolled ? (await signedInStaff({ handler, context: ctx }, "support")).email : staffEmail("support");
    if (!enrolled) await createStaff(ctx.db, { email: member, name: "Huda Salem", role: "support", locale: "en" }, STAFF_PASSWORD, COMMAND_LINE, new Date());
    const signIn = await call(handler, "POST", "/api/admin/auth/sign-in", { email: member, password: STAFF_PASSWORD });
    return signIn.result.token as string;
  });
  await addStaffCookie(context, token);
}

/**
 * Signs in through the pages: e-mail and password, then, the first time, the authenticator's secret read off the
 * page and confirmed with the code it gives (the recovery codes are checked and passed), else the code.
 */
export async function signInThroughPages(page: Page, lang: Lang, email: string, secret?: string): Promise<string> {
  const t = adminTexts[lang];
  await page.goto(at(lang, "/admin"));
  await expect(page.getByRole("heading", { level: 1, name: t.signIn.heading })).toBeVisible();
  await ready(page, test.info().project.use.javaScriptEnabled !== false);
  await page.getByLabel(t.signIn.email, { exact: true }).fill(email);
  await page.getByLabel(t.signIn.password, { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: t.signIn.submit }).click();
  if (secret === undefined) {
    await expect(page.getByRole("heading", { level: 1, name: t.enrol.heading })).toBeVisible();
    await expect(page.getByRole("img", { name: t.enrol.qrAlt })).toBeVisible();
    const shown = (await page.getByTestId("authenticator-secret").textContent())!.replace(/\s+/g, "");
    await page.getByLabel(t.enrol.code, { exact: true }).fill(totpCode(shown, new Date()));
    await page.getByRole("button", { name: t.enrol.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.enrol.recoveryHeading })).toBeVisible();
    await expect(page.locator(".bo-codes li")).toHaveCount(10);
    await page.getByRole("link", { name: t.enrol.continue }).click();
    return shown;
  }
  await expect(page.getByRole("heading", { level: 1, name: t.code.heading })).toBeVisible();
  await page.getByLabel(t.code.code, { exact: true }).fill(totpCode(secret, new Date()));
  await page.getByRole("button", { name: t.code.submit }).click();
  return secret;
}
