import { createHmac } from "node:crypto";
import { redirect, type ActionFunctionArgs } from "react-router";
import { readId } from "../../commerce/contract/cart";
import { readForm } from "~/lib/forms.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { consume } from "~/lib/rate-limit.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { cookieSecrets } from "~/lib/session.server";
import { reportReview } from "~/models/reviews.server";

/**
 * "Report" under a published review: the review goes to the back office's reported tab (it stays up until staff
 * decide) and the shopper comes back to the page they were on with a thank-you. A signed-in shopper reports as
 * themselves, a guest as their client, once per review; a few reports an hour per client. Only a POST: a GET here
 * is a 404. An unknown or unpublished review is a 404 too.
 */

export function loader(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const form = await readForm(request, "review-report");
  const id = readId(form.get("review"));
  if (id === null) throw new Response(null, { status: 404, statusText: "Not Found" });
  const back = safeRedirectPath(form.get("redirectTo"), localizePath("/", shopper.locale));
  const verdict = await consume("reviewReport", clientOf(context));
  if (verdict.limited) {
    shopper.flash({ kind: "error", message: "reviews:report.tooMany" });
    return redirect(back, { status: 303 });
  }
  const reported = await reportReview(shopper.locale, id, { customer: shopper.customerAuth(), client: clientKey(clientOf(context)) });
  if (!reported) throw new Response(null, { status: 404, statusText: "Not Found" });
  shopper.flash({ kind: "success", message: "reviews:report.thanks" });
  return redirect(back, { status: 303 });
}

/** The client's address, keyed so that the backend counts reports per client without learning addresses. */
function clientKey(address: string): string {
  return createHmac("sha256", cookieSecrets[0]!).update(address).digest("base64url").slice(0, 32);
}
