import { randomBytes } from "node:crypto";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "react-router";
import { withShopperOrigin } from "~/lib/commerce.server";
import { requestContextOf, type EdgeFacts } from "~/lib/request-context.server";

const handleRequest = createRequestHandler(build, process.env.NODE_ENV);

/** What the edge asks of one render. */
export interface RenderOptions {
  clientAddress: string;
  /** Render a shareable page's personal places as holes, for the page cache. */
  pageHoles: boolean;
  /** With holes: the customer group whose prices the page shows (decision 060); general when absent. */
  priceGroup?: number;
}

/**
 * The request through React Router, with the facts of the edge in its context (decision 031). Returns the
 * response and what the routes told the edge back (the product a page shows).
 */
export async function render(request: Request, { clientAddress, pageHoles, priceGroup }: RenderOptions): Promise<{ response: Response; facts: EdgeFacts }> {
  // The Content-Security-Policy nonce of this response, for the inline scripts of the page (decision 012).
  const facts: EdgeFacts = { cspNonce: randomBytes(16).toString("base64"), clientAddress, pageHoles, priceGroup };
  // The commerce calls it makes name this origin, for the links they make (PUBLIC_ORIGIN, else the Host's).
  const origin = new URL(request.url).origin;
  const response = await withShopperOrigin(origin, () => handleRequest(request, requestContextOf(facts)));
  return { response, facts };
}
