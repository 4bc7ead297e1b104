import { CARD_RETURN_PATH } from "../commerce/contract/checkout";
import { CommerceError } from "~/lib/commerce.server";
import { localizePath } from "~/lib/i18n";
import { recordProviderAnswer } from "~/models/checkout.server";

/**
 * The card gateway's post back after 3-D Secure (decision 043). It comes from the gateway's origin, so it is
 * the one post the edge takes without the same-origin rule, and SameSite=Lax keeps the shopper's cookie off it:
 * nothing here reads a session. The backend verifies the gateway's signature and the payment's state, records
 * the answer, and the shopper goes on with a GET, which carries their cookie: the payment page reads the
 * result for their own cart, a failure page says why it failed.
 */

/** Whether a post is the provider's return, which may come from another site. */
export function isProviderReturn(method: string | undefined, pathname: string): boolean {
  return method === "POST" && pathname === CARD_RETURN_PATH;
}

/** The answer to the provider's return; null for any other request. */
export async function providerReturnAnswer(request: Request): Promise<Response | null> {
  if (!isProviderReturn(request.method, new URL(request.url).pathname)) return null;
  const form = await request.formData().catch(() => new FormData());
  const params = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  try {
    const answer = await recordProviderAnswer(params);
    const locale = answer.language === "ar" ? "ar" : "en";
    // A buy-now checkout says so in its return URL, and its pages read the buy-now cart.
    const mode: Record<string, string> = new URL(request.url).searchParams.get("mode") === "buy-now" ? { mode: "buy-now" } : {};
    const query: { path: string; search: Record<string, string> } =
      answer.next.kind === "failed"
        ? { path: "/payment-status", search: { result: "failed", reason: answer.next.code, method: answer.method, ...mode } }
        : { path: "/paymentInProgress", search: { ref: answer.reference, ...mode } };
    const location = `${localizePath(query.path, locale)}?${new URLSearchParams(query.search)}`;
    return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    return new Response(error.status === 404 ? "Not Found" : "Bad Request", { status: error.status === 404 ? 404 : 400, headers: { "Cache-Control": "no-store" } });
  }
}
