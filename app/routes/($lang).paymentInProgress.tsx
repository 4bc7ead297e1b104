import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { afterPlacing, cartTokenOf, checkoutModeOf, checkoutPath, paymentReturnUrl } from "~/lib/checkout.server";
import { CommerceError } from "~/lib/commerce.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { settleReturn } from "~/models/checkout.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * Where payment providers send the shopper back (SPEC §2 payment-in-progress): the card gateway after the card
 * form (a token), a BNPL provider after approval, and the edge after the card gateway's cross-site 3-D Secure
 * post (`?ref=`, the payment whose answer it recorded, decision 043). Whatever came back is handed to the
 * backend with the shopper's cart, which believes it only for that cart's own payment, after checking the
 * gateway's signature and asking the provider itself; then the shopper goes on to the thank-you page, the
 * provider's next page, or the payment status. A return about any other payment is a 404;
 * opened bare, it sends the shopper to the cart.
 */

async function settle(request: Request, params: Record<string, string>, context: LoaderFunctionArgs["context"]) {
  const shopper = shopperOf(context);
  const mode = checkoutModeOf(request);
  const { mode: _mode, ...returned } = params;
  const cartToken = cartTokenOf(shopper, mode) ?? shopper.orderedCartToken;
  if (!cartToken || Object.keys(returned).length === 0) return null;
  try {
    const answer = await settleReturn({ locale: shopper.locale, cartToken, customer: shopper.customerAuth() }, returned, paymentReturnUrl(request, shopper.locale, mode));
    return await afterPlacing({ shopper, mode }, answer);
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    // A return about a payment that is not this shopper's cart's says nothing and moves nothing.
    if (error.code === "order.notFound") throw new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });
    // The card page refused the card (its field is named), the card is not the bank offer's (the offer was taken
    // off, decision 047) or the review page was out of date: back to review.
    if (error.code === "checkout.cardRefused" || error.code === "checkout.bankOfferRemoved" || error.code === "checkout.changed" || error.code === "checkout.cartUnavailable" || error.code === "order.outOfStock") {
      shopper.flash({ kind: "error", message: error.code === "order.outOfStock" ? "orders:errors.order.outOfStock" : `checkout:errors.${error.code}` });
      return redirect(checkoutPath("review", shopper.locale, mode), { status: 303 });
    }
    console.warn("payment return refused:", error.code, error.message);
    return redirect(`${localizePath("/payment-status", shopper.locale)}?result=failed&reason=error`, { status: 303 });
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const settled = await settle(request, Object.fromEntries(new URL(request.url).searchParams), context);
  if (settled) throw settled;
  const shopper = shopperOf(context);
  // Opened bare (no provider's answer for a checkout of this browser): no payment is in progress.
  throw redirect(localizePath("/cart", shopper.locale));
}

/** Some providers post their answer back instead of redirecting with it. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const posted = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const settled = await settle(request, { ...Object.fromEntries(new URL(request.url).searchParams), ...posted }, context);
  if (settled) return settled;
  const shopper = shopperOf(context);
  return redirect(checkoutPath("index", shopper.locale, checkoutModeOf(request)), { status: 303 });
}

/**
 * Never rendered: every request is settled and sent on, or sent to the cart. The route has a component only so
 * that a refused return is answered with the store's 404 page (the root error boundary) rather than an empty body.
 */
export default function PaymentInProgress() {
  return null;
}
