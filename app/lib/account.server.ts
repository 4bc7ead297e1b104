import { redirect, type RouterContextProvider } from "react-router";
import { customerCartToken, mergeGuestCart, type TokenPair } from "~/models/account.server";
import { CommerceError, orUndefinedOn404, type CustomerAuth } from "./commerce.server";
import { mergeGuestCompare } from "./compare.server";
import { privatePageHeaders } from "./http-cache.server";
import { localizePath } from "./i18n";
import { shopperOf } from "./request-context.server";
import type { Shopper } from "./shopper.server";

/**
 * Signing in and the pages only a signed-in customer may see (SPEC §6: 'You need to be logged in to see
 * this page'). A route of the account area starts with `requireCustomer`.
 */

export interface SignedInShopper {
  shopper: Shopper;
  customer: CustomerAuth;
}

/** The sign-in page, coming back to `back` afterwards. */
export function signInPath(shopper: Shopper, back?: string): string {
  const path = localizePath("/sign-in", shopper.locale);
  return back ? `${path}?${new URLSearchParams({ redirectTo: back })}` : path;
}

/** The shopper and their credentials, or a redirect to sign in that comes back to this page. */
export async function requireCustomer(request: Request, context: Readonly<RouterContextProvider>): Promise<SignedInShopper> {
  const shopper = shopperOf(context);
  const customer = shopper.customerAuth();
  if (customer) return { shopper, customer };
  throw await toSignIn(shopper, request);
}

/** The redirect for a request whose session ended (or never began): sign in, then back here. */
export async function toSignIn(shopper: Shopper, request: Request): Promise<Response> {
  const url = new URL(request.url);
  shopper.signOut();
  shopper.flash({ kind: "info", message: "account:signIn.required" });
  const back = request.method === "GET" ? url.pathname + url.search : undefined;
  return redirect(signInPath(shopper, back), { status: 303 });
}

/** The commerce call of an account page: a session that ended meanwhile (401) sends the customer to sign in. */
export async function orSignIn<T>(shopper: Shopper, request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CommerceError && error.status === 401) throw await toSignIn(shopper, request);
    throw error;
  }
}

/** The 404 page of something that is not the customer's (or does not exist): never a 500, never a hint which. */
export function privateNotFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });
}

/** The customer's own thing from a commerce read, or the 404 page when the backend answers 404. */
export async function ownOr404<T>(shopper: Shopper, request: Request, call: Promise<T>): Promise<T> {
  const found = await orSignIn(shopper, request, call.catch(orUndefinedOn404));
  if (found === undefined) throw privateNotFound();
  return found;
}

/**
 * Keeps the new session in the cookie and switches the shopper to their own cart, with the guest cart
 * merged into it (SPEC §4 "Authorising"): lines summed up to the stock, the promo code carried over.
 */
export async function completeSignIn(shopper: Shopper, pair: TokenPair): Promise<void> {
  shopper.signIn(pair);
  const customer = shopper.customerAuth()!;
  try {
    const cartToken = await customerCartToken(shopper.locale, customer);
    const guestCart = shopper.cartToken;
    if (guestCart && guestCart !== cartToken) {
      await mergeGuestCart(shopper.locale, cartToken, guestCart).catch((error: unknown) => {
        // A guest cart that is gone (ordered, expired) has nothing to merge.
        console.warn("sign-in: guest cart not merged:", error instanceof Error ? error.message : error);
      });
    }
    shopper.useCart(cartToken);
  } catch (error) {
    // Signing in works even when the cart cannot be reached; the cart is picked up on the next sign-in.
    console.error("sign-in: customer cart unavailable:", error);
  }
  await mergeGuestCompare(shopper, customer);
}

/** After signing out: no customer tokens, no cart and no comparison (the customer's stay in their account). */
export function forgetCustomer(shopper: Shopper): void {
  shopper.signOut();
  shopper.forgetCart();
  shopper.keepCompareSkus([]);
}
