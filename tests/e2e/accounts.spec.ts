import { expect, test, type Page } from "@playwright/test";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import {
  accountTexts,
  arabicDigits,
  lastEmailTo,
  lastSmsTo,
  newShopper,
  ownClientAddress,
  signIn,
  signOut,
  signUp,
} from "./support/accounts";
import { addToCart, at, expectCartCount, findSimpleProduct, LANGS, notification, open } from "./support/shop";

/**
 * Accounts through the pages, in both projects (JavaScript off: page forms, POST → 303 → GET, refusals
 * answered 400 with the page) and both languages: sign-up, sign-out, sign-in, refusals that keep what was
 * typed, the account screen, the profile, password changes that sign other devices out, and the guest cart
 * that follows the shopper into their account.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** The refused post's status without JavaScript (a page form answers 400 with the page). */
async function submitRefused(page: Page, javaScriptEnabled: boolean, submit: () => Promise<void>) {
  if (javaScriptEnabled) return submit();
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit()]);
  expect(response.status()).toBe(400);
}

const mailTexts = { en: mailEn, ar: mailAr };
const commonTexts = { en: commonEn, ar: commonAr };

for (const lang of LANGS) {
  const t = accountTexts[lang];

  test.describe(`accounts (${lang})`, () => {
    test("sign up with an Arabic name and Arabic-Indic digits, sign out, sign in again", async ({ page }) => {
      const shopper = newShopper(lang, { firstname: "مريم", lastname: "الهاشمي" });
      await signUp(page, lang, shopper, { mobileAs: arabicDigits(`0${shopper.mobile}`) });
      await expect(notification(page, t.signUp.created)).toBeVisible();
      await expect(page.locator("main")).toContainText(`+971 ${shopper.mobile.slice(0, 2)} ${shopper.mobile.slice(2, 5)} ${shopper.mobile.slice(5)}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

      await signOut(page, lang);
      const account = await page.goto(at(lang, "/my-account"));
      expect(new URL(page.url()).pathname).toBe(at(lang, "/sign-in"));
      expect(account?.status()).toBe(200);
      await expect(notification(page, t.signIn.required)).toBeVisible();

      await signIn(page, lang, shopper.email, shopper.password);
      // Back where the sign-in began.
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/my-account")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.dashboard.heading.replace("{{name}}", shopper.firstname));
    });

    test("a wrong password is refused next to the form; the e-mail stays, the password does not", async ({ page, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      await signOut(page, lang);
      await page.goto(at(lang, "/sign-in"));
      await submitRefused(page, javaScriptEnabled, () => signIn(page, lang, shopper.email, "wrong-password"));
      await expect(page.getByRole("alert").filter({ hasText: t.errors["auth.invalidCredentials"] })).toBeVisible();
      await expect(page.getByRole("main").getByLabel(t.signIn.email, { exact: true })).toHaveValue(shopper.email);
      // The server never sends a password back (with JavaScript the browser keeps what is in the field).
      if (!javaScriptEnabled) await expect(page.getByRole("main").getByLabel(t.signIn.password, { exact: true })).toHaveValue("");
    });

    test("a refused sign-up keeps every typed value but the passwords, each error at its field", async ({ page, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      const s = t.signUp;
      await page.goto(at(lang, "/sign-up"));
      await page.getByRole("main").getByLabel(s.firstname, { exact: true }).fill("عليّ");
      await page.getByRole("main").getByLabel(s.lastname, { exact: true }).fill("A");
      await page.getByRole("main").getByLabel(s.email, { exact: true }).fill(shopper.email);
      await page.getByRole("main").getByLabel(s.mobile, { exact: true }).fill("04 234 5678");
      await page.getByRole("main").getByLabel(s.password, { exact: true }).fill(shopper.password);
      await page.getByRole("main").getByLabel(s.confirmPassword, { exact: true }).fill("something else");
      await submitRefused(page, javaScriptEnabled, () => page.getByRole("button", { name: s.submit }).click());

      await expect(page.getByRole("main").getByLabel(s.lastname, { exact: true })).toHaveAccessibleDescription(t.validation.nameInvalid);
      await expect(page.getByRole("main").getByLabel(s.mobile, { exact: true })).toHaveAccessibleDescription(new RegExp(t.validation.mobileInvalid.replace(".", "\\.")));
      await expect(page.getByRole("main").getByLabel(s.confirmPassword, { exact: true })).toHaveAccessibleDescription(t.validation.passwordMismatch);
      await expect(page.getByRole("main").getByLabel(s.firstname, { exact: true })).toHaveValue("عليّ");
      await expect(page.getByRole("main").getByLabel(s.email, { exact: true })).toHaveValue(shopper.email);
      await expect(page.getByRole("main").getByLabel(s.mobile, { exact: true })).toHaveValue("04 234 5678");
      if (!javaScriptEnabled) {
        await expect(page.getByRole("main").getByLabel(s.password, { exact: true })).toHaveValue("");
        await expect(page.getByRole("main").getByLabel(s.confirmPassword, { exact: true })).toHaveValue("");
      }
    });

    test("the profile can be edited", async ({ page }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      const response = await page.goto(at(lang, "/my-account/profile"));
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await page.getByRole("main").getByLabel(t.profile.firstname, { exact: true }).fill("فاطمة");
      await page.getByRole("button", { name: t.profile.submit }).click();
      await expect(notification(page, t.profile.saved)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.dashboard.heading.replace("{{name}}", "فاطمة"));
    });

    test("changing the password signs every other device out", async ({ page, browser, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      const other = await browser.newContext({ javaScriptEnabled });
      await ownClientAddress(other);
      const otherPage = await other.newPage();
      await signIn(otherPage, lang, shopper.email, shopper.password);
      await expect(otherPage).toHaveURL(new RegExp(`${at(lang, "/my-account")}$`));

      await page.goto(at(lang, "/my-account/password"));
      await expect(page.locator(".account-devices li")).toHaveCount(2);
      await page.getByRole("main").getByLabel(t.password.current, { exact: true }).fill(shopper.password);
      await page.getByRole("main").getByLabel(t.password.new, { exact: true }).fill("N3w!Secret#9");
      await page.getByRole("main").getByLabel(t.password.confirm, { exact: true }).fill("N3w!Secret#9");
      await page.getByRole("button", { name: t.password.submit }).click();
      await expect(notification(page, t.password.changedOthers)).toBeVisible();
      await expect(page.locator(".account-devices li")).toHaveCount(1);

      await otherPage.goto(at(lang, "/my-account/profile"));
      expect(new URL(otherPage.url()).pathname).toBe(at(lang, "/sign-in"));
      await other.close();

      await signOut(page, lang);
      await signIn(page, lang, shopper.email, "N3w!Secret#9");
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/my-account")}$`));
    });

    test("the guest cart comes along on sign-in", async ({ page, request, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      await signOut(page, lang);
      await expectCartCount(page, 0);
      const product = await findSimpleProduct();
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled, "2");
      await expectCartCount(page, 2);
      const signedIn = new RegExp(`${at(lang, "/my-account")}$`);
      await signIn(page, lang, shopper.email, shopper.password);
      await expect(page).toHaveURL(signedIn);
      await expectCartCount(page, 2);
      await signOut(page, lang);
      await expectCartCount(page, 0);
      await signIn(page, lang, shopper.email, shopper.password);
      await expect(page).toHaveURL(signedIn);
      await expectCartCount(page, 2);
    });

    test("sign in with the mobile number and the code texted to it", async ({ page, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      await signOut(page, lang);
      await page.goto(at(lang, "/sign-in"));
      await page.getByRole("link", { name: t.signIn.withCode }).click();
      await page.getByRole("main").getByLabel(t.code.mobile, { exact: true }).fill(`+971 ${shopper.mobile}`);
      await page.getByRole("button", { name: t.code.send }).click();
      const sms = await lastSmsTo(shopper.mobile);
      const code = sms.match(/\b\d{6}\b/)![0];

      await submitRefused(page, javaScriptEnabled, async () => {
        await page.getByRole("main").getByLabel(t.code.code, { exact: true }).fill(code === "123456" ? "654321" : "123456");
        await page.getByRole("button", { name: t.code.verify, exact: true }).click();
      });
      await expect(page.getByRole("main").getByLabel(t.code.code, { exact: true })).toHaveAccessibleDescription(t.errors["otp.invalid"]);

      await page.getByRole("main").getByLabel(t.code.code, { exact: true }).fill(arabicDigits(code));
      await page.getByRole("button", { name: t.code.verify, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.dashboard.heading.replace("{{name}}", shopper.firstname));
    });

    test("reset the password through the e-mailed link", async ({ page }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      await signOut(page, lang);
      await page.goto(at(lang, "/sign-in"));
      await page.getByRole("link", { name: t.signIn.forgot }).click();
      // With JavaScript the sign-in form, with its own e-mail field, stays until the new page has loaded.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.forgot.heading);
      await page.getByRole("main").getByLabel(t.forgot.email, { exact: true }).fill(shopper.email);
      await page.getByRole("button", { name: t.forgot.submit }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(t.forgot.sent.replace("{{email}}", shopper.email));

      const mail = await lastEmailTo(shopper.email, mailTexts[lang].passwordReset.subject);
      const link = new URL(mail.match(/https?:\/\/\S+\/resetpassword\?\S+/)![0]);
      await page.goto(link.pathname + link.search);
      await page.getByRole("main").getByLabel(t.reset.newPassword, { exact: true }).fill("Fresh!Pass42");
      await page.getByRole("main").getByLabel(t.reset.confirmPassword, { exact: true }).fill("Fresh!Pass42");
      await page.getByRole("button", { name: t.reset.submit }).click();
      await expect(notification(page, t.reset.done)).toBeVisible();
      await signIn(page, lang, shopper.email, "Fresh!Pass42");
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/my-account")}$`));

      // The link works once.
      await signOut(page, lang);
      await page.goto(link.pathname + link.search);
      await page.getByRole("main").getByLabel(t.reset.newPassword, { exact: true }).fill("Other!Pass42");
      await page.getByRole("main").getByLabel(t.reset.confirmPassword, { exact: true }).fill("Other!Pass42");
      await page.getByRole("button", { name: t.reset.submit }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.errors["reset.invalid"] })).toBeVisible();
    });

    test("the newsletter box at sign-up e-mails a confirmation link; the account page unsubscribes and asks again", async ({ page }) => {
      const shopper = newShopper(lang);
      await page.goto(at(lang, "/sign-up"));
      await page.getByRole("main").getByLabel(t.signUp.newsletter, { exact: true }).check();
      await signUp(page, lang, shopper, { fromPage: true });
      await page.goto(at(lang, "/my-account/newsletter"));
      await expect(page.getByRole("main")).toContainText(t.newsletter.statusPending);

      const mail = await lastEmailTo(shopper.email, mailTexts[lang].newsletterConfirm.subject);
      const link = new URL(mail.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)![0]);
      await page.goto(link.pathname + link.search);
      await page.getByRole("main").getByRole("button", { name: commonTexts[lang].newsletter.confirmSubmit }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(commonTexts[lang].newsletter.confirmed);

      await page.goto(at(lang, "/my-account/newsletter"));
      await expect(page.getByRole("main")).toContainText(t.newsletter.statusSubscribed);
      await page.getByRole("main").getByRole("button", { name: t.newsletter.unsubscribe }).click();
      await expect(notification(page, t.newsletter.unsubscribed)).toBeVisible();
      await expect(page.getByRole("main")).toContainText(t.newsletter.statusUnsubscribed);
      await page.getByRole("main").getByRole("button", { name: t.newsletter.subscribe, exact: true }).click();
      await expect(notification(page, t.newsletter.confirmSent)).toBeVisible();
      await expect(page.getByRole("main")).toContainText(t.newsletter.statusPending);
    });

    test("sign out of all other devices", async ({ page, browser, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      const other = await browser.newContext({ javaScriptEnabled });
      await ownClientAddress(other);
      const otherPage = await other.newPage();
      await signIn(otherPage, lang, shopper.email, shopper.password);
      await expect(otherPage).toHaveURL(new RegExp(`${at(lang, "/my-account")}$`));

      await page.goto(at(lang, "/my-account/password"));
      await expect(page.locator(".account-devices li")).toHaveCount(2);
      await page.getByRole("button", { name: t.password.signOutOthers }).click();
      await expect(notification(page, t.password.othersSignedOut)).toBeVisible();
      await expect(page.locator(".account-devices li")).toHaveCount(1);

      await otherPage.goto(at(lang, "/my-account"));
      expect(new URL(otherPage.url()).pathname).toBe(at(lang, "/sign-in"));
      await other.close();
      // This device is still signed in.
      await page.goto(at(lang, "/my-account/profile"));
      expect(new URL(page.url()).pathname).toBe(at(lang, "/my-account/profile"));
    });
  });
}
