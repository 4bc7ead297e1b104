import { accountRoutes } from "./api/account/routes";
import { addressRoutes } from "./api/address/routes";
import { alertRoutes } from "./api/alerts/routes";
import * as cart from "./api/cart/endpoints";
import { readBody } from "./api/cart/schemas";
import type { CommerceContext } from "./api/context";
import { queryAttributes, queryCategories, queryProducts, queryTaxRules } from "./api/catalog-query";
import { cmsBlock, cmsBlocks, cmsPage, cmsPages } from "./api/cms";
import { errorResponse, notFound, ok, readJson } from "./api/envelope";
import { answerOnce, idempotencyKeyOf } from "./api/idempotency";
import { productImageSvg } from "./api/media";
import { brandIndex, homePage, megaMenu, sitemapEntries } from "./api/navigation";
import { renderList } from "./api/price-sync";
import { newsletterRoutes } from "./api/newsletter";
import { loadProductDetail, loadProductDetailById } from "./api/product-detail";
import { recentlyViewedRoutes } from "./api/recently-viewed";
import { reviewRoutes } from "./api/reviews/routes";
import { autocomplete } from "./api/suggest";
import { savedCardRoutes } from "./api/saved-cards";
import { supportRoutes } from "./api/support/routes";
import { checkStock, listStock } from "./api/stock";
import type { Route } from "./api/route";
import { storeCodeOf } from "./api/store";
import { findRedirect, mapUrl } from "./api/url";
import { checkoutRoutes } from "./api/checkout/routes";
import { loyaltyRoutes } from "./api/loyalty/routes";
import { compareRoutes } from "./api/compare/routes";
import { locatorRoutes } from "./api/locator/routes";
import { adminOrderRoutes } from "./api/orders/admin-routes";
import { orderHistoryRoutes } from "./api/orders/history-routes";
import { refundRoutes } from "./api/orders/refund-routes";
import { returnRoutes } from "./api/orders/return-routes";
import { paymentRoutes } from "./api/payment/installments";
import { outboxRoutes } from "./outbox/routes";
import { wishlistRoutes } from "./api/wishlist/routes";
import { tradeInRoutes, tradeInStaffRoutes } from "./api/trade-in/routes";
import { staffRoutes } from "./api/staff/routes";
import { backOfficeOrderRoutes } from "./api/back-office/routes";
import { serviceRoutes } from "./api/back-office/service-routes";
import { licenceKeyRoutes } from "./api/back-office/licence-key-routes";
import { newsletterStaffRoutes } from "./api/back-office/newsletter";
import { catalogueRoutes } from "./api/back-office/catalogue-routes";
import { reportRoutes } from "./api/reports/routes";
import { giftCardStaffRoutes } from "./api/gift-cards/back-office-routes";
import { productPhotoStaffRoutes } from "./api/product-photos/back-office-routes";
import { taxonomyStaffRoutes } from "./api/taxonomy/routes";
import { brandLogo } from "./api/taxonomy/brands";
import { contentStaffRoutes } from "./api/content/back-office-routes";
import { productStaffRoutes } from "./api/products-admin/routes";
import { promotionStaffRoutes } from "./api/promotions/back-office-routes";
import { readId } from "./contract/cart";
import { STOREFRONT_ORIGIN_HEADER, storefrontOriginOf } from "./contract/storefront-origin";
import { GROUP_ID_PARAM } from "./contract/customer-groups";
import { priceGroupOf } from "./api/customer-groups";

/** The commerce endpoints of SPEC §7 as one Web fetch handler: (Request) => Promise<Response>. */

const routes: Route[] = [
  ["POST", /^\/api\/catalog\/product\/search$/, async (c) => queryProducts(c.ctx, await readJson(c.request), c.store)],
  ["GET", /^\/api\/catalog\/product\/([^/]+)$/, (c) => loadProductDetail(c.ctx, c.path[0]!, c.store)],
  ["GET", /^\/api\/catalog\/product-by-id\/([^/]+)$/, (c) => loadProductDetailById(c.ctx, readId(c.path[0]), c.store)],
  ["POST", /^\/api\/catalog\/category\/search$/, async (c) => queryCategories(c.ctx, await readJson(c.request), c.store)],
  ["POST", /^\/api\/catalog\/attribute\/search$/, async (c) => queryAttributes(c.ctx, await readJson(c.request), c.store)],
  ["POST", /^\/api\/catalog\/taxrule\/search$/, async (c) => queryTaxRules(c.ctx, await readJson(c.request))],
  ["GET", /^\/api\/catalog\/megamenu$/, (c) => megaMenu(c.ctx, c.store)],
  ["GET", /^\/api\/catalog\/brands$/, (c) => brandIndex(c.ctx, c.store)],
  ["GET", /^\/api\/catalog\/home$/, (c) => homePage(c.ctx, c.store)],
  ["GET", /^\/api\/catalog\/sitemap$/, (c) => sitemapEntries(c.ctx, c.params)],
  ["GET", /^\/api\/catalog\/render-list$/, (c) => renderList(c.ctx, c.params, c.store)],
  ["GET", /^\/api\/search\/suggest$/, (c) => autocomplete(c.ctx, c.params, c.store)],
  ["POST", /^\/api\/url\/map$/, async (c) => mapUrl(c.ctx, await readJson(c.request), c.store)],
  ["GET", /^\/api\/url\/redirect$/, (c) => findRedirect(c.ctx, c.params)],
  ["GET", /^\/api\/cms\/pages$/, (c) => cmsPages(c.ctx, c.store)],
  ["GET", /^\/api\/cms\/page\/(.+)$/, (c) => cmsPage(c.ctx, c.path[0]!, c.store)],
  ["GET", /^\/api\/cms\/blocks$/, (c) => cmsBlocks(c.ctx, c.store)],
  ["GET", /^\/api\/cms\/block\/(.+)$/, (c) => cmsBlock(c.ctx, c.path[0]!, c.store)],
  ["GET", /^\/api\/stock\/check$/, (c) => checkStock(c.ctx, c.params)],
  ["GET", /^\/api\/stock\/list$/, (c) => listStock(c.ctx, c.params)],
  ...cartRoutes(),
  ...accountRoutes,
  ...addressRoutes,
  ...outboxRoutes,
  ...wishlistRoutes,
  ...alertRoutes,
  ...newsletterRoutes,
  ...recentlyViewedRoutes,
  ...checkoutRoutes,
  ...loyaltyRoutes,
  ...paymentRoutes,
  ...orderHistoryRoutes,
  ...savedCardRoutes,
  ...compareRoutes,
  ...supportRoutes,
  ...locatorRoutes,
  ...tradeInRoutes,
  ...reviewRoutes,
  ...staffRoutes,
  ...tradeInStaffRoutes,
  ...backOfficeOrderRoutes,
  ...serviceRoutes,
  ...licenceKeyRoutes,
  ...newsletterStaffRoutes,
  ...catalogueRoutes,
  ...reportRoutes,
  ...giftCardStaffRoutes,
  ...productPhotoStaffRoutes,
  ...taxonomyStaffRoutes,
  ...contentStaffRoutes,
  ...productStaffRoutes,
  ...promotionStaffRoutes,
  ...adminOrderRoutes,
  ...refundRoutes,
  ...returnRoutes,
];

/** docs/cart-api.md */
function cartRoutes(): Route[] {
  const get = (path: string, run: (c: cart.CartCall) => Promise<unknown>): Route => [
    "GET",
    new RegExp(`^/api/cart/${path}$`),
    (c) => run({ ctx: c.ctx, request: c.request, params: c.params, store: c.store, body: {} }),
  ];
  const post = (path: string, run: (c: cart.CartCall) => Promise<unknown>): Route => [
    "POST",
    new RegExp(`^/api/cart/${path}$`),
    async (c) => run({ ctx: c.ctx, request: c.request, params: c.params, store: c.store, body: await readBody(c.request) }),
  ];
  return [
    post("create", cart.create),
    get("pull", cart.pull),
    get("count", cart.count),
    post("add", cart.add),
    post("add-multiple", cart.addMultiple),
    post("update-item", cart.updateItem),
    post("edit-item", cart.editItem),
    post("gift-card-recipient", cart.updateRecipient),
    post("delete-item", cart.removeItem),
    get("totals", cart.totals),
    get("payment-methods", cart.paymentMethodList),
    post("shipping-methods", cart.shippingMethodList),
    post("apply-coupon", cart.applyCouponCode),
    post("delete-coupon", cart.deleteCouponCode),
    get("coupons", cart.coupons),
    post("gift-card", cart.addGiftCard),
    post("gift-card/remove", cart.deleteGiftCard),
    post("gift-card/balance", cart.giftCardBalanceCheck),
    post("gift-wrap", cart.giftWrap),
    get("inventory-check", cart.inventoryCheck),
    post("merge", cart.merge),
    post("buy-now", cart.buyNow),
  ];
}

const IMAGE_ROUTE = /^\/api\/media\/product\/([^/]+)\/(\d+)\.svg$/;
const BRAND_LOGO_ROUTE = /^\/api\/media\/brand\/([a-z0-9-]{1,40})\.webp$/;

export interface HandlerOptions {
  /** Links of a call go to the origin its STOREFRONT_ORIGIN_HEADER names (set when PUBLIC_ORIGIN is not). */
  storefrontOriginFromCalls?: boolean;
}

export function createCommerceHandler(
  sharedCtx: CommerceContext,
  { storefrontOriginFromCalls = false }: HandlerOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const callerOrigin = storefrontOriginFromCalls ? storefrontOriginOf(request.headers.get(STOREFRONT_ORIGIN_HEADER)) : null;
      const url = new URL(request.url);
      const ctx = {
        ...sharedCtx,
        ...(callerOrigin ? { storefrontOrigin: callerOrigin } : {}),
        ...(url.searchParams.has(GROUP_ID_PARAM) ? { priceGroup: priceGroupOf(url.searchParams, sharedCtx) } : {}),
      };
      const pathname = decodeURIComponent(url.pathname);
      const image = IMAGE_ROUTE.exec(pathname);
      if (image && request.method === "GET") {
        const svg = await productImageSvg(ctx, image[1]!, image[2]!, url.searchParams);
        return new Response(svg, {
          headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
        });
      }
      const logo = BRAND_LOGO_ROUTE.exec(pathname);
      if (logo && request.method === "GET") {
        return new Response(await brandLogo(ctx.db, logo[1]!), { headers: { "Content-Type": "image/webp", "Cache-Control": "public, max-age=86400" } });
      }
      // The first pattern that matches names the endpoint; its routes (one per method) share that pattern.
      const endpoint = routes.find(([, pattern]) => pattern.test(pathname))?.[1].source;
      if (endpoint === undefined) throw notFound(`No endpoint ${request.method} ${url.pathname}`);
      const methods = routes.filter(([, pattern]) => pattern.source === endpoint);
      const route = methods.find(([method]) => method === request.method);
      if (!route) {
        const allowed = methods.map(([method]) => method).join(" or ");
        return Response.json({ code: 405, result: `use ${allowed} for ${url.pathname}` }, { status: 405 });
      }
      const [, pattern, run] = route;
      const store = storeCodeOf(url);
      const answer = async () => ok(await run({ ctx, request, url, params: url.searchParams, store, path: pattern.exec(pathname)!.slice(1) }));
      const key = request.method === "POST" ? idempotencyKeyOf(request) : undefined;
      if (key === undefined) return await answer();
      // A change sent with a key is made once per cart (or per caller, for calls without one).
      const scope = `${pathname} ${url.searchParams.get("cartId") ?? request.headers.get("Authorization") ?? ""}`;
      return await answerOnce(ctx.db, ctx.now, { key, scope, method: request.method, url, body: await request.clone().text() }, answer);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
