import { expect } from "vitest";
import type { FixtureCommerce } from "./fixture-commerce";
import { DUBAI_HOME } from "./order-details";
import { simulatorAnswer } from "./simulators";

/**
 * Walks a cart through the checkout endpoints as the storefront's steps do: contact, delivery, payment. A
 * Dubai home address (emirate 2, city 5) and cash on delivery unless told otherwise.
 */

export const CONTACT = { full_name: "مريم الهاشمي", email: "buyer@example.ae", mobile: "050 123 4567" };

export const HOME_ADDRESS = { ...DUBAI_HOME, full_name: "مريم الهاشمي", mobile: "050 123 4567" };

export const RETURN_URL = "http://store.test/paymentInProgress";

type Get = FixtureCommerce["get"];
type Post = FixtureCommerce["post"];

export async function checkoutSteps(
  post: Post,
  cartId: string,
  options: { delivery?: Record<string, unknown>; payment?: Record<string, unknown>; store?: string } = {},
): Promise<void> {
  const store = options.store ?? "en";
  const step = async (name: string, body: unknown) => {
    const answer = await post(`/api/checkout/${name}?cartId=${cartId}&storeCode=${store}`, body);
    expect(answer.status, `${name}: ${JSON.stringify(answer.result)}`).toBe(200);
  };
  await step("contact", CONTACT);
  await step("delivery", options.delivery ?? { method: "standard", address: HOME_ADDRESS });
  await step("payment", options.payment ?? { method: "cashondelivery", terms_accepted: true });
}

/** The review page's key of the checkout as it is now. */
export async function checkoutKey({ get }: FixtureCommerce, cartId: string): Promise<string> {
  const view = await get(`/api/checkout?cartId=${cartId}`);
  expect(view.status).toBe(200);
  return view.result.key as string;
}

/** Asks for the cart's cash on delivery code and reads it from the newest SMS in the outbox: never two at once. */
export async function codCode(fixture: FixtureCommerce, cartId: string): Promise<string> {
  expect((await fixture.post(`/api/checkout/cod-code?cartId=${cartId}`)).status).toBe(200);
  const sms = await fixture.db().selectFrom("outbox").select("text_body").where("template", "=", "codCode").orderBy("id", "desc").executeTakeFirstOrThrow();
  return sms.text_body.match(/\b\d{6}\b/)![0];
}

/** The place-order body of a cash on delivery checkout, with its code. */
export async function codPlaceBody(fixture: FixtureCommerce, cartId: string): Promise<Record<string, string>> {
  return { key: await checkoutKey(fixture, cartId), otp: await codCode(fixture, cartId), return_url: RETURN_URL };
}

/**
 * The shopper's browser posting the checkout's card form, with the card typed in (and "remember me" ticked when
 * told), to the test gateway's page (on the origin of RETURN_URL); answers the parameters the gateway sends the
 * browser back with.
 */
export async function typeCard(
  fixture: FixtureCommerce,
  cartId: string,
  number: string,
  get: Get = fixture.get,
  options: { remember?: boolean } = {},
): Promise<Record<string, string>> {
  const form = await get(`/api/checkout/card-form?cartId=${cartId}&return_url=${encodeURIComponent(RETURN_URL)}`);
  expect(form.status).toBe(200);
  const response = await simulatorAnswer(fixture.commerce(), new URL(form.result.action, RETURN_URL), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...form.result.fields,
      card_number: number,
      expiry_date: "12/30",
      card_security_code: "123",
      card_holder_name: "Mariam Al Hashemi",
      remember_me: options.remember ? "YES" : "NO",
    }),
  });
  expect(response.status).toBe(303);
  return Object.fromEntries(new URL(response.headers.get("Location")!).searchParams);
}
