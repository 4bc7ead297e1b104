import { expect, type Page } from "@playwright/test";
import addressAr from "../../../app/locales/ar/address";
import addressEn from "../../../app/locales/en/address";
import checkoutAr from "../../../app/locales/ar/checkout";
import checkoutEn from "../../../app/locales/en/checkout";
import gatewayAr from "../../../commerce/locales/ar/gateway";
import gatewayEn from "../../../commerce/locales/en/gateway";
import { lastSmsTo, type Shopper } from "./accounts";
import { at, type Lang } from "./shop";

/** The checkout steps as a shopper goes through them, in either language, with or without JavaScript. */

export const checkoutTexts = {
  en: { checkout: checkoutEn, address: addressEn, gateway: gatewayEn },
  ar: { checkout: checkoutAr, address: addressAr, gateway: gatewayAr },
};

/** The documented test cards of the built-in gateway (docs/test-card-gateway.md). */
export const TEST_CARDS = {
  visa: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  challenge: "4000 0000 0000 3220",
  challengeFails: "4000 0084 0000 1629",
};
/** The gateway's 3-D Secure code on the test gateway. */
export const TEST_3DS_CODE = "123456";

const main = (page: Page) => page.getByRole("main");

export async function startCheckout(page: Page, lang: Lang): Promise<void> {
  await page.goto(at(lang, "/checkout"));
}

/** The guest's details step; with a password, an account is created on the way. */
export async function guestDetails(page: Page, lang: Lang, shopper: Shopper, { createAccount = false } = {}): Promise<void> {
  const t = checkoutTexts[lang].checkout.contact;
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/guest-checkout")}(\\?.*)?$`));
  await main(page).getByLabel(t.fullName, { exact: true }).fill(`${shopper.firstname} ${shopper.lastname}`);
  await main(page).getByLabel(t.email, { exact: true }).fill(shopper.email);
  await main(page).getByLabel(t.mobile, { exact: true }).fill(`0${shopper.mobile}`);
  if (createAccount) {
    await main(page).getByLabel(t.createAccount).check();
    await main(page).getByLabel(t.password, { exact: true }).fill(shopper.password);
  }
  await main(page).getByRole("button", { name: t.submit }).click();
}

/** Home delivery to a Dubai address typed in the form. */
export async function homeDelivery(page: Page, lang: Lang, shopper: Shopper, method: "standard" | "express" = "standard"): Promise<void> {
  const { checkout, address } = checkoutTexts[lang];
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/delivery")}(\\?.*)?$`));
  await main(page).getByRole("radio", { name: new RegExp(`^${checkout.delivery.methods[method]}:`) }).check();
  const form = address.form;
  const newAddress = main(page).getByRole("radio", { name: checkout.delivery.newAddress });
  if (await newAddress.count()) await newAddress.check();
  await main(page).getByLabel(form.fullName, { exact: true }).fill(`${shopper.firstname} ${shopper.lastname}`);
  await main(page).getByLabel(form.mobile, { exact: true }).fill(`0${shopper.mobile}`);
  await main(page).getByLabel(form.building, { exact: true }).fill("Marina Tower 2");
  await main(page).getByLabel(form.flat, { exact: true }).fill("1204");
  await main(page).getByLabel(form.area, { exact: true }).fill("Dubai Marina");
  const dubai = lang === "ar" ? "دبي" : "Dubai";
  await main(page).getByLabel(form.emirate, { exact: true }).selectOption({ label: dubai });
  await main(page).getByLabel(form.city, { exact: true }).selectOption({ label: dubai });
  await main(page).getByRole("button", { name: checkout.delivery.submit }).click();
}

export async function choosePayment(page: Page, lang: Lang, method: keyof typeof checkoutEn.payment.methods): Promise<void> {
  const t = checkoutTexts[lang].checkout.payment;
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/payment")}(\\?.*)?$`));
  await main(page).getByRole("radio", { name: t.methods[method], exact: true }).check();
  await main(page).getByRole("checkbox", { name: t.terms.replace("{{link}}", t.termsLink) }).check();
  await main(page).getByRole("button", { name: t.submit }).click();
}

/**
 * Asks for the cash on delivery code, reads the SMS (from the configuration's server's outbox, or `outboxDir`), types
 * it (in the language's digits) and places the order.
 */
export async function placeWithCode(page: Page, lang: Lang, mobile: string, outboxDir?: string): Promise<void> {
  const t = checkoutTexts[lang].checkout.review;
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/review")}(\\?.*)?$`));
  await main(page).getByRole("button", { name: t.sendCode }).click();
  await expect(page.locator(".notification").filter({ hasText: t.codeSent })).toBeVisible();
  const code = (await lastSmsTo(mobile, outboxDir)).match(/\b\d{6}\b/)![0];
  await main(page).getByLabel(t.otp, { exact: true }).fill(code);
  await main(page).getByRole("button", { name: t.place }).click();
}

/** Types a card into the card form (it posts straight to the gateway's page) and pays. */
export async function payByCard(page: Page, lang: Lang, number: string, { remember = false } = {}): Promise<void> {
  const t = checkoutTexts[lang].checkout.review;
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/review")}(\\?.*)?$`));
  await main(page).getByLabel(t.cardNumber, { exact: true }).fill(number);
  await main(page).getByLabel(t.cardExpiry, { exact: true }).fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await main(page).getByLabel(t.cardCvv, { exact: true }).fill("123");
  await main(page).getByLabel(t.cardHolder, { exact: true }).fill("Sara Ahmed");
  if (remember) await main(page).getByLabel(t.rememberCard).check();
  await main(page).getByRole("button", { name: new RegExp(t.payNow.replace("{{amount}}", ".+")) }).click();
}

/** The gateway's 3-D Secure page: authenticates with the test code, then posts the answer back to the store. */
export async function authenticate3ds(page: Page, lang: Lang): Promise<void> {
  const { secure, back } = checkoutTexts[lang].gateway;
  await expect(page.getByRole("heading", { name: secure.title })).toBeVisible();
  await page.getByLabel(secure.code, { exact: true }).fill(TEST_3DS_CODE);
  await page.getByRole("button", { name: secure.authenticate }).click();
  await page.getByRole("button", { name: back.submit, exact: true }).click();
}

/** The thank-you page's order number. */
export async function placedOrderNumber(page: Page, lang: Lang): Promise<string> {
  const t = checkoutTexts[lang].checkout.thankYou;
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/thankyou")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);
  const text = await page.locator(".checkout-outcome__number").textContent();
  return text!.match(/\d{9}/)![0];
}
