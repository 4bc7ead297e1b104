import { paymentApi } from "./api";
import { errorResponse, stylesheetResponse } from "./http";
import { STYLESHEET, STYLESHEET_PATH } from "./pages";
import { securePageGet, securePagePost } from "./three-d-secure";
import { tokenizationPage } from "./tokenization";
import type { GatewayContext } from "./transactions";
import type { MerchantEndpoint } from "../notify";

/**
 * The built-in test card gateway (docs/test-card-gateway.md), shaped like Amazon Payment Services: its own Web
 * fetch handler for every `/test-gateway/` path (mounted by `../index.ts`), answering HTML pages,
 * redirects and JSON as the gateway means them (not the commerce envelope).
 */
export const TEST_GATEWAY_PREFIX = "/test-gateway/";

const SECURE_PAGE = /^\/test-gateway\/3ds\/(\d{18})$/;

export function createTestCardGateway(ctx: GatewayContext, merchant?: MerchantEndpoint): (request: Request) => Promise<Response> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const method = request.method;
    const allow = (methods: string) => new Response("Method Not Allowed", { status: 405, headers: { Allow: methods } });
    try {
      if (pathname === STYLESHEET_PATH) return method === "GET" ? stylesheetResponse(STYLESHEET) : allow("GET");
      if (pathname === "/test-gateway/FortAPI/paymentPage") return method === "POST" ? await tokenizationPage(ctx, request) : allow("POST");
      if (pathname === "/test-gateway/FortAPI/paymentApi") return method === "POST" ? await paymentApi(ctx, request) : allow("POST");
      const fortId = SECURE_PAGE.exec(pathname)?.[1];
      if (fortId !== undefined) {
        if (method === "GET") return await securePageGet(ctx, fortId);
        if (method === "POST") return await securePagePost(ctx, fortId, request, merchant);
        return allow("GET, POST");
      }
      return errorResponse("en", "notFound", 404);
    } catch (error) {
      console.error("test card gateway: unhandled error", error);
      return errorResponse("en", "failed", 500);
    }
  };
}
