import { describe, expect, it } from "vitest";
import accountAr from "../../app/locales/ar/account";
import accountEn from "../../app/locales/en/account";
import mailAr from "../../commerce/locales/ar/mail";
import { storefrontWithDatabase } from "../support/storefront-with-database";

/**
 * The sign-up page on the real server: a password that is easy to guess is refused next to its field in
 * both languages (decision 028), and a mobile number that already has an account is answered exactly like a
 * free one, its owner being texted instead (decision 029).
 */

const store = storefrontWithDatabase({ TRUST_PROXY: "1" });

let serial = 0;
/** Each sign-up from its own address, so the sign-up limit (10 an hour per address) never interferes. */
async function signUp(fields: Record<string, string>, path = "/sign-up") {
  serial += 1;
  const response = await fetch(`${store.server.origin}${path}`, {
    method: "POST",
    headers: { Origin: store.server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.7.0.${serial}` },
    body: new URLSearchParams({ firstname: "Sara", lastname: "Ahmed", confirmPassword: fields.password ?? "", ...fields }),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), cookie: sessionCookie(response), html: await response.text() };
}

function sessionCookie(response: Response): string | null {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))?.split(";")[0] ?? null;
}

const STRONG = "Falcon-Dunes-42";

describe("weak passwords", () => {
  it.each([
    ["8 spaces", " ".repeat(8)],
    ["one letter 8 times", "aaaaaaaa"],
    ["one emoji 8 times", "😀".repeat(8)],
    ["a common password", "Password123"],
  ])("refuses %s with the reason, in English and in Arabic", async (_, password) => {
    const english = await signUp({ email: `weak-en-${serial}@example.ae`, mobile: "0521110000", password });
    expect(english.status).toBe(400);
    expect(english.html).toContain(accountEn.validation.passwordWeak);
    const arabic = await signUp({ email: `weak-ar-${serial}@example.ae`, mobile: "0521110000", password }, "/ar/sign-up");
    expect(arabic.status).toBe(400);
    expect(arabic.html).toContain(accountAr.validation.passwordWeak);
  });
});

describe("a mobile number that already has an account", () => {
  it("is answered like a free one; the new account keeps the number and its owner is texted, in the owner's language", async () => {
    const owner = await signUp({ email: "number-owner@example.ae", mobile: "0529990001", password: STRONG }, "/ar/sign-up");
    expect(owner.status).toBe(303);

    const free = await signUp({ email: "free-number@example.ae", mobile: "0529990002", password: STRONG });
    const taken = await signUp({ email: "taken-number@example.ae", mobile: "+971 52 999 0001", password: STRONG });
    expect(taken.status).toBe(free.status);
    expect(taken.location).toBe(free.location);
    expect(taken.location).toBe("/my-account");

    // Each new customer's account page shows the number they gave.
    const page = async (cookie: string | null) => (await fetch(`${store.server.origin}/my-account`, { headers: { Cookie: cookie! } })).text();
    expect(await page(free.cookie)).toContain("52 999 0002");
    expect(await page(taken.cookie)).toContain("52 999 0001");

    const texts = await store.db.selectFrom("outbox").select(["template", "text_body"]).where("recipient", "=", "529990001").execute();
    expect(texts).toEqual([{ template: "mobileUsedAtSignUp", text_body: expect.stringContaining(mailAr.sms.mobileUsedAtSignUp.split("{{")[0]!) }]);
    expect(await store.db.selectFrom("outbox").select("id").where("recipient", "=", "529990002").execute()).toEqual([]);
  });
});
