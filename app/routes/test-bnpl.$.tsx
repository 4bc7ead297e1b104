import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { forwardToCommerce } from "~/lib/commerce.server";
import { isSameOrigin } from "~/lib/http.server";

/**
 * The commerce backend's test BNPL service (docs/test-bnpl.md) on the store's own port: its hosted payment page,
 * the page's posts and its API, forwarded as they come and answered as the service answers.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return forwardToCommerce(request);
}

export function action({ request }: ActionFunctionArgs) {
  // The hosted page's forms are on this origin; the merchant API is called server to server, with no Origin.
  if (!isSameOrigin(request)) throw new Response("Forbidden", { status: 403 });
  return forwardToCommerce(request);
}
