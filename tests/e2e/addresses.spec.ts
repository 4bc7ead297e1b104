import { expect, test, type Page } from "@playwright/test";
import accountAr from "../../app/locales/ar/account";
import accountEn from "../../app/locales/en/account";
import addressAr from "../../app/locales/ar/address";
import addressEn from "../../app/locales/en/address";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import { newShopper, ownClientAddress, signInAs } from "./support/accounts";
import { at, LANGS, notification, ready, type Lang } from "./support/shop";

/**
 * The address book (/my-account/shipping-details), in both projects (JavaScript on: client-side posts, the
 * delete dialog, the city list narrowed to the emirate; off: plain forms, POST → 303 → GET, the delete page)
 * and in both languages. Every test signs up its own customer through the sign-up page.
 */

const texts = {
  en: { account: accountEn, address: addressEn, common: commonEn },
  ar: { account: accountAr, address: addressAr, common: commonAr },
};

/** Emirate and city names as the locator answers them (the emirates and cities table of migration 0005). */
const PLACES = {
  en: { dubai: "Dubai", hatta: "Hatta", abuDhabi: "Abu Dhabi", alAin: "Al Ain" },
  ar: { dubai: "دبي", hatta: "حتا", abuDhabi: "أبوظبي", alAin: "العين" },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An account page: private, never cached. */
async function openPrivate(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path);
  expect(response?.headers()["cache-control"], path).toBe("private, no-store");
  expect(response?.status(), path).toBe(200);
  await ready(page, javaScriptEnabled);
}

test.beforeEach(async ({ context }) => ownClientAddress(context));

interface AddressValues {
  fullName?: string;
  mobile?: string;
  building?: string;
  flat?: string;
  landmark?: string;
  area?: string;
  emirate?: string;
  city?: string;
  type?: "home" | "office";
  makani?: string;
}

async function fillAddress(page: Page, lang: Lang, values: AddressValues) {
  const t = texts[lang].address;
  const form = page.locator("#address-form");
  const fill = async (label: string, value: string | undefined) => {
    if (value !== undefined) await form.getByLabel(label, { exact: true }).fill(value);
  };
  await fill(t.form.fullName, values.fullName);
  await fill(t.form.mobile, values.mobile);
  await fill(t.form.building, values.building);
  await fill(t.form.flat, values.flat);
  await fill(t.form.landmark, values.landmark);
  await fill(t.form.area, values.area);
  if (values.emirate) await form.getByLabel(t.form.emirate, { exact: true }).selectOption({ label: values.emirate });
  if (values.city) await form.getByLabel(t.form.city, { exact: true }).selectOption({ label: values.city });
  if (values.type) await form.getByLabel(t.types[values.type], { exact: true }).check();
  await fill(t.form.makani, values.makani);
}

function card(page: Page, name: string) {
  return page.locator(".address-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

for (const lang of LANGS) {
  const t = texts[lang].address;
  const validation = texts[lang].account.validation;
  const places = PLACES[lang];

  test.describe(`address book (${lang})`, () => {
    test("adds, edits, makes default and deletes addresses; a refused post keeps what was typed", async ({ page, javaScriptEnabled }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await signInAs(page, lang, newShopper(lang, { firstname: "Aisha" }));

      await openPrivate(page, at(lang, "/my-account/shipping-details"), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.list.heading);
      await expect(page.getByText(t.list.empty)).toBeVisible();

      // An Arabic name and a mobile typed in Arabic-Indic digits.
      await page.getByRole("link", { name: t.list.add }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.form.newHeading);
      await expect(page.getByLabel(t.form.country, { exact: true })).toHaveValue(t.form.countryName);
      await fillAddress(page, lang, {
        fullName: "عائشة المنصوري",
        mobile: "٠٥٠١٢٣٤٥٦٧",
        building: "Marina Heights, Building 12",
        flat: "1204",
        area: "Dubai Marina",
        emirate: places.dubai,
        city: places.dubai,
      });
      await page.getByRole("button", { name: t.form.save }).click();
      await expect(notification(page, t.flash.saved)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${escape(at(lang, "/my-account/shipping-details"))}$`));
      const aisha = card(page, "عائشة المنصوري");
      await expect(aisha).toContainText("+971 50 123 4567");
      await expect(aisha).toContainText(t.list.default);
      await expect(aisha).toContainText(t.types.home);

      // Edit: the mobile comes back written out; a new city and a Makani number in Arabic-Indic digits.
      await aisha.getByRole("link", { name: t.list.edit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.form.editHeading);
      await expect(page.getByLabel(t.form.mobile, { exact: true })).toHaveValue("+971 50 123 4567");
      await fillAddress(page, lang, { area: "Hatta Old Town", city: places.hatta, makani: "١٢٣٤٥ ٦٧٨٩٠" });
      await page.getByRole("button", { name: t.form.update }).click();
      await expect(notification(page, t.flash.updated)).toBeVisible();
      await expect(aisha).toContainText("Hatta Old Town");
      await expect(aisha).toContainText(places.hatta);
      await expect(aisha).toContainText("1234567890");

      // A second address, then make it the default: it comes first.
      await page.getByRole("link", { name: t.list.add }).click();
      await fillAddress(page, lang, {
        fullName: "Omar Khalid",
        mobile: "+971 55 765 4321",
        building: "Villa 7",
        flat: "7",
        landmark: "Behind the mosque",
        area: "Al Jimi",
        emirate: places.abuDhabi,
        city: places.alAin,
        type: "office",
      });
      await page.getByRole("button", { name: t.form.save }).click();
      // With JavaScript the first save's notification may still be showing: the newest one is this save's.
      await expect(notification(page, t.flash.saved).last()).toBeVisible();
      await expect(page.locator(".address-card")).toHaveCount(2);
      await expect(page.locator(".address-card__name").first()).toHaveText("عائشة المنصوري");
      const omar = card(page, "Omar Khalid");
      await expect(omar).not.toContainText(t.list.default);
      await omar.getByRole("button", { name: t.list.makeDefault }).click();
      await expect(notification(page, t.flash.defaultSet)).toBeVisible();
      await expect(page.locator(".address-card__name").first()).toHaveText("Omar Khalid");
      await expect(omar).toContainText(t.list.default);
      await expect(aisha).not.toContainText(t.list.default);

      // Delete the default, after confirming: the other address becomes the default.
      await omar.getByRole("link", { name: t.list.delete }).click();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: t.remove.heading });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: t.remove.keep }).click();
        await expect(dialog).toBeHidden();
        await omar.getByRole("link", { name: t.list.delete }).click();
        await dialog.getByRole("button", { name: t.remove.confirm }).click();
      } else {
        await expect(page).toHaveURL(new RegExp(`${escape(at(lang, "/my-account/shipping-details/"))}\\d+/delete$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.remove.heading);
        await expect(page.getByText("Omar Khalid")).toBeVisible();
        await page.getByRole("button", { name: t.remove.confirm }).click();
      }
      await expect(notification(page, t.flash.deleted)).toBeVisible();
      await expect(page.locator(".address-card")).toHaveCount(1);
      await expect(aisha).toContainText(t.list.default);

      // A refused post: each error next to its field, every typed value kept.
      await openPrivate(page, at(lang, "/my-account/shipping-details/new"), javaScriptEnabled);
      await fillAddress(page, lang, {
        fullName: "Test Person",
        mobile: "12345",
        building: "Tower 5",
        flat: "5",
        area: "Al Nahda",
        emirate: places.dubai,
        // Without JavaScript every city can be chosen, and the server refuses one of another emirate.
        city: javaScriptEnabled ? places.dubai : places.alAin,
      });
      if (javaScriptEnabled) {
        // With JavaScript the other emirates' cities cannot be chosen once Dubai is.
        await expect(page.locator(`#address-form optgroup[label="${places.abuDhabi}"]`)).toHaveJSProperty("disabled", true);
        await expect(page.locator(`#address-form optgroup[label="${places.dubai}"]`)).toHaveJSProperty("disabled", false);
      }
      const posted = javaScriptEnabled ? null : page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: t.form.save }).click();
      if (posted) expect((await posted).status()).toBe(400);
      const mobile = page.getByLabel(t.form.mobile, { exact: true });
      await expect(mobile).toHaveAttribute("aria-invalid", "true");
      await expect(mobile).toHaveAccessibleDescription(new RegExp(escape(validation.mobileInvalid)));
      await expect(mobile).toHaveValue("12345");
      await expect(page.getByLabel(t.form.fullName, { exact: true })).toHaveValue("Test Person");
      await expect(page.getByLabel(t.form.building, { exact: true })).toHaveValue("Tower 5");
      await expect(page.getByLabel(t.form.area, { exact: true })).toHaveValue("Al Nahda");

      if (!javaScriptEnabled) {
        // The mobile fixed, the city of another emirate is refused by the backend, next to the city.
        await mobile.fill("050 765 4321");
        const again = page.waitForResponse((response) => response.request().method() === "POST");
        await page.getByRole("button", { name: t.form.save }).click();
        expect((await again).status()).toBe(400);
        const city = page.getByLabel(t.form.city, { exact: true });
        await expect(city).toHaveAttribute("aria-invalid", "true");
        await expect(city).toHaveAccessibleDescription(t.errors["address.cityNotInEmirate"]);
        await expect(page.getByLabel(t.form.emirate, { exact: true }).locator("option:checked")).toHaveText(places.dubai);
        await expect(page.getByLabel(t.form.mobile, { exact: true })).toHaveValue("050 765 4321");
        await expect(page.getByLabel(t.form.mobile, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
      }
      await openPrivate(page, at(lang, "/my-account/shipping-details"), javaScriptEnabled);
      await expect(page.locator(".address-card")).toHaveCount(1);
      if (javaScriptEnabled) expect(errors).toEqual([]);
    });
  });
}

test("another customer's address is a 404 to see, edit or delete, in both languages", async ({ page, browser, baseURL, javaScriptEnabled }) => {
  const t = texts.en.address;
  await signInAs(page, "en", newShopper("en", { firstname: "Owner" }));
  await openPrivate(page, "/my-account/shipping-details/new", false);
  await fillAddress(page, "en", {
    fullName: "Owner Address",
    mobile: "050 111 2233",
    building: "Tower 1",
    flat: "101",
    area: "Deira",
    emirate: PLACES.en.dubai,
    city: PLACES.en.dubai,
  });
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(notification(page, t.flash.saved)).toBeVisible();
  const edit = await card(page, "Owner Address").getByRole("link", { name: t.list.edit }).getAttribute("href");
  const addressId = edit?.match(/\/shipping-details\/(\d+)\/edit$/)?.[1];
  expect(addressId, "the address's edit link").toBeTruthy();

  const other = await browser.newContext({ baseURL, javaScriptEnabled });
  await ownClientAddress(other);
  try {
    const intruder = await other.newPage();
    await signInAs(intruder, "ar", newShopper("ar", { firstname: "Other" }));
    for (const lang of LANGS) {
      for (const action of ["edit", "delete"]) {
        const path = at(lang, `/my-account/shipping-details/${addressId}/${action}`);
        const response = await intruder.goto(path);
        expect(response?.status(), path).toBe(404);
        expect(response?.headers()["cache-control"], path).toBe("private, no-store");
        await expect(intruder.getByRole("heading", { level: 1 })).toHaveText(texts[lang].common.errors.notFound.heading);
      }
    }
    // Posting the delete confirmation or "make default" changes nothing of the owner's.
    const origin = new URL(baseURL!).origin;
    const deleted = await intruder.request.post(`/my-account/shipping-details/${addressId}/delete`, { headers: { Origin: origin }, maxRedirects: 0 });
    expect(deleted.status()).toBe(303);
    const defaulted = await intruder.request.post("/my-account/shipping-details?index", {
      form: { address_id: addressId! },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(defaulted.status()).toBe(303);
    const updated = await intruder.request.post(`/my-account/shipping-details/${addressId}/edit`, {
      form: { full_name: "Taken Over", mobile: "0501112233", building: "x", flat: "1", area: "y", emirate_id: "2", city_id: "5", address_type: "home" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(updated.status()).toBe(404);
  } finally {
    await other.close();
  }
  await openPrivate(page, "/my-account/shipping-details", false);
  await expect(page.locator(".address-card")).toHaveCount(1);
  await expect(card(page, "Owner Address")).toContainText(t.list.default);
});
