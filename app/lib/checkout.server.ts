import { redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { CHECKOUT_STEPS, type CheckoutStep } from "../../commerce/contract/checkout";
import { getCheckout, getPlacedOrder, type Checkout, type PlaceAnswer } from "~/models/checkout.server";
import { isCartNotFound } from "~/models/cart.server";
import type { CustomerAuth } from "./commerce.server";
import { config } from "./config.server";
import { localizePath, type Locale } from "./i18n";
import { shopperOf } from "./request-context.server";
import type { Shopper } from "./shopper.server";

/**
 * What the checkout's pages share (SPEC §2 checkout, guest-checkout): one URL per step, the cart it checks
 * out (the shopper's cart, or with `?mode=buy-now` the separate buy-now cart, SPEC §9), and the rule that a
 * step cannot be skipped ahead: a page of a later step sends the shopper back to the first step not done.
 */

export type CheckoutMode = "cart" | "buy-now";
/** The guest's contact step has its own URL (SPEC §2 guest-checkout). */
export type CheckoutPage = CheckoutStep | "guest";

export function checkoutModeOf(request: Request): CheckoutMode {
  return new URL(request.url).searchParams.get("mode") === "buy-now" ? "buy-now" : "cart";
}

/** A checkout URL keeping the mode: `/checkout/delivery`, `/ar/guest-checkout?mode=buy-now`. */
export function checkoutPath(page: CheckoutPage | "index", locale: Locale, mode: CheckoutMode): string {
  const path = page === "guest" ? "/guest-checkout" : page === "index" ? "/checkout" : `/checkout/${page}`;
  return localizePath(path, locale) + (mode === "buy-now" ? "?mode=buy-now" : "");
}

/** The page a step is shown on for this shopper: a guest's contact step is the guest checkout. */
export function pageOfStep(step: CheckoutStep, shopper: Shopper): CheckoutPage {
  return step === "contact" && !shopper.signedIn ? "guest" : step;
}

export interface OpenCheckout {
  shopper: Shopper;
  mode: CheckoutMode;
  cartToken: string;
  checkout: Checkout;
  customer: CustomerAuth | undefined;
}

export function cartTokenOf(shopper: Shopper, mode: CheckoutMode): string | undefined {
  return mode === "buy-now" ? shopper.buyNowCartToken : shopper.cartToken;
}

/**
 * The checkout behind a step's page, or the redirect to where the shopper belongs: the empty-cart page when
 * there is nothing to check out, the guest or customer version of the contact step, or the first step not
 * done when this one is ahead of it.
 */
export async function openCheckout(request: Request, context: Readonly<RouterContextProvider>, page: CheckoutPage): Promise<OpenCheckout> {
  const shopper = shopperOf(context);
  const mode = checkoutModeOf(request);
  const to = async (target: CheckoutPage | "index") => redirect(checkoutPath(target, shopper.locale, mode));
  const cartToken = cartTokenOf(shopper, mode);
  if (!cartToken) throw await to("index");
  const checkout = await getCheckout({ locale: shopper.locale, cartToken }).catch(async (error: unknown) => {
    if (!isCartNotFound(error)) throw error;
    // The cart became an order meanwhile: a second submit of the place-order form, or a reloaded post.
    const placed = await getPlacedOrder({ locale: shopper.locale, cartToken }).catch(() => null);
    const which = mode === "buy-now" ? "buy-now" : "cart";
    if (placed) {
      shopper.cartOrdered(which);
      throw redirect(localizePath("/thankyou", shopper.locale), { status: 303 });
    }
    shopper.forgetCart(which);
    throw await to("index");
  });
  if (checkout.cart.items_count === 0) throw await to("index");
  // A line out of stock or over the stock: the cart names it, and no step goes on (nor is a code texted).
  if (checkout.cart.items.some((item) => item.errors.length > 0)) {
    shopper.flash({ kind: "error", message: "checkout:errors.checkout.cartUnavailable" });
    throw redirect(localizePath("/cart", shopper.locale), { status: 303 });
  }
  if (page === "guest" && shopper.signedIn) throw await to("contact");
  if (page === "contact" && !shopper.signedIn) throw await to("guest");
  const step: CheckoutStep = page === "guest" ? "contact" : page;
  if (CHECKOUT_STEPS.indexOf(step) > CHECKOUT_STEPS.indexOf(checkout.next_step)) throw await to(pageOfStep(checkout.next_step, shopper));
  return { shopper, mode, cartToken, checkout, customer: shopper.customerAuth() };
}

/** After a step's post: on to the next step (POST → 303 → GET). */
export async function toStep(open: Pick<OpenCheckout, "shopper" | "mode">, step: CheckoutStep): Promise<Response> {
  return redirect(checkoutPath(pageOfStep(step, open.shopper), open.shopper.locale, open.mode), { status: 303 });
}

/** What every step's page needs besides its own data: the checkout, the steps' URLs and the mode. */
export function checkoutPageData(open: OpenCheckout) {
  const { shopper, mode, checkout } = open;
  const hrefs = Object.fromEntries(CHECKOUT_STEPS.map((s) => [s, checkoutPath(pageOfStep(s, shopper), shopper.locale, mode)])) as Record<CheckoutStep, string>;
  return { checkout, hrefs, buyNow: mode === "buy-now" };
}

/**
 * Where the shopper goes once the backend answered for their order: the thank-you page when it is placed
 * (the cart is now the key to the order, and the next add starts a new cart), the provider's page (3-D Secure,
 * a BNPL approval), or the payment status page saying why not, with the cart open again as it was.
 */
export async function afterPlacing(open: Pick<OpenCheckout, "shopper" | "mode">, answer: PlaceAnswer): Promise<Response> {
  const { shopper, mode } = open;
  const localized = (path: string) => localizePath(path, shopper.locale);
  const next = answer.next;
  // The provider's page is not one of ours, even when a built-in simulator answers it on this origin: the
  // browser loads it as a document, also when a hydrated form posted the order.
  if (next.kind === "redirect") return redirectDocument(next.url, { status: 303 });
  let location: string;
  if (next.kind === "done") {
    shopper.cartOrdered(mode === "buy-now" ? "buy-now" : "cart");
    location = localized("/thankyou");
  } else if (next.kind === "pending") {
    location = `${localized("/payment-status")}?${new URLSearchParams({ order: answer.order.increment_id, result: "pending" })}`;
  } else {
    const failed = { result: "failed", reason: next.code, method: answer.order.payment_method, ...(mode === "buy-now" ? { mode } : {}) };
    location = `${localized("/payment-status")}?${new URLSearchParams(failed)}`;
  }
  return redirect(location, { status: 303 });
}

/** Where payment providers send the shopper back to, on this store's own origin (the card gateway's page posts a form there). */
export function paymentReturnUrl(request: Request, locale: Locale, mode: CheckoutMode): string {
  const origin = config.publicOrigin ?? new URL(request.url).origin;
  return `${origin}${localizePath("/paymentInProgress", locale)}${mode === "buy-now" ? "?mode=buy-now" : ""}`;
}
