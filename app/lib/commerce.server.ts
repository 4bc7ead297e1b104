import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER } from "../../commerce/contract/idempotency";
import { STOREFRONT_ORIGIN_HEADER } from "../../commerce/contract/storefront-origin";
import { STAFF_ADDRESS_HEADER, STAFF_TOKEN_HEADER } from "../../commerce/contract/staff";
import { TRADE_IN_API_KEY_HEADER } from "../../commerce/contract/tradein";
import type { Commerce } from "../../commerce/service";
import { commerceOptionsOf, config } from "./config.server";
import type { Locale } from "./i18n";

/**
 * The only way the storefront talks to the commerce backend (DESIGN §3 "The commerce boundary").
 * It calls the embedded backend in process by default, or `COMMERCE_API_URL` over HTTP; the code path is the same.
 */

/**
 * A refusal or failure of a commerce call. `code` is the endpoint's error code (`coupon.invalid`,
 * `cart.notFound`, `invalid`…) and `field` the request field it is about, when it is about one: a route
 * puts the translated code next to the form field of that name (decision 009).
 */
export class CommerceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "CommerceError";
  }
}

type Transport = (request: Request) => Promise<Response>;

const INTERNAL_ORIGIN = "http://commerce.internal";
let embedded: Promise<Commerce> | undefined;
const catalogueListeners = new Set<() => void>();

function embeddedCommerce(): Promise<Commerce> {
  embedded ??= import("../../commerce/service").then(async ({ startCommerce }) => {
    const commerce = await startCommerce(commerceOptionsOf(config));
    commerce.onCatalogueChange(() => catalogueListeners.forEach((listener) => listener()));
    return commerce;
  });
  return embedded;
}

/**
 * The origin of the shopper's request being served (the edge, server/react-router.ts, enters it), which every commerce call made
 * meanwhile names in STOREFRONT_ORIGIN_HEADER: links the backend makes for the shopper (e-mails, the test BNPL
 * page) go where the shopper is, when PUBLIC_ORIGIN does not say where.
 */
const shopperOrigin = new AsyncLocalStorage<string>();

/** Runs `serve` with the request's origin (as validated from its Host) for the commerce calls it makes. */
export function withShopperOrigin<T>(origin: string, serve: () => T): T {
  return shopperOrigin.run(origin, serve);
}

function transport(): { origin: string; send: Transport } {
  const remote = config.commerceApiUrl;
  const deliver: Transport = remote ? (request) => fetch(request) : async (request) => (await embeddedCommerce()).handler(request);
  const send: Transport = (request) => {
    const origin = shopperOrigin.getStore();
    if (origin) request.headers.set(STOREFRONT_ORIGIN_HEADER, origin);
    return deliver(request);
  };
  return { origin: remote ?? INTERNAL_ORIGIN, send };
}

/** The headers a forwarded request keeps: what the page, the form or the API call needs, no cookie. */
const FORWARDED_HEADERS = ["Accept", "Accept-Language", "Authorization", "Content-Type"];

/**
 * Passes a browser's request to the commerce backend as it came and answers the backend's response as it is:
 * for the payment simulators the backend serves (their pages, redirects and JSON), not endpoints.
 */
async function forwardToCommerce(request: Request): Promise<Response> {
  const { origin, send } = transport();
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return send(new Request(origin + url.pathname + url.search, { method: request.method, headers, body }));
}

/** Starts the embedded backend ahead of the first request (opening, seeding and indexing take a moment). */
export async function warmUpCommerce(): Promise<void> {
  if (!config.commerceApiUrl) await embeddedCommerce();
}

/** Caches of catalogue data subscribe here so a product change empties them (embedded backend only). */
export function onCatalogueChange(listener: () => void): void {
  catalogueListeners.add(listener);
}

export interface CommerceCall {
  method?: "GET" | "POST";
  /** An endpoint path; `{token}` and `{cartId}` are filled from the call. */
  path: string;
  locale: Locale;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Bytes sent as they are (a product photo), instead of a JSON `body`. */
  upload?: Uint8Array<ArrayBuffer>;
  token?: string;
  cartId?: string;
  /** For calls that act as a signed-in customer: sent as a bearer token, renewed once when refused. */
  customer?: CustomerAuth;
  /** For the endpoints that take their own key (the trade-in valuation, SPEC §7; social sign-in): sent in `x-api-key`. */
  apiKey?: string;
  /** For the back office's calls: the staff session's token and the staff member's address (decision 040). */
  staff?: StaffAuth;
  /** For a change the browser may send again (a queued cart change, an offline order): answered once per key (decision 058). */
  idempotencyKey?: string;
}

export interface StaffAuth {
  /** Absent while signing in: the address still goes to the audit log. */
  token?: string;
  address: string;
}

/** The hook between the commerce client and the shopper's session (app/lib/shopper.server.ts). */
export interface CustomerAuth {
  /** The access token; `renew` replaces it. */
  token: string;
  /** The backend refused `token` (401): a fresh token to retry with once, or null when the customer must sign in again. */
  renew(): Promise<string | null>;
}

const envelope = z.object({
  code: z.number(),
  result: z.unknown(),
  error: z.object({ code: z.string(), field: z.string().optional() }).optional(),
  meta: z.record(z.unknown()).optional(),
});

function endpointUrl(origin: string, call: CommerceCall): string {
  const path = call.path
    .replace("{token}", encodeURIComponent(call.token ?? ""))
    .replace("{cartId}", encodeURIComponent(call.cartId ?? ""));
  const url = new URL(origin + path);
  url.searchParams.set("storeCode", call.locale);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Calls an endpoint and parses its `result` with the schema; a non-2xx code becomes a CommerceError. A
 * customer call whose token is refused is retried once with the token `renew` gives (SPEC §4 "Token refresh").
 */
export async function commerceCall<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, call: CommerceCall): Promise<T> {
  return (await commerceCallWithMeta(schema, z.unknown(), call)).result;
}

/** As commerceCall, for the endpoints that answer `meta` beside the result (sign-in: the refresh token). */
export async function commerceCallWithMeta<T, M>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  metaSchema: z.ZodType<M, z.ZodTypeDef, unknown>,
  call: CommerceCall,
): Promise<{ result: T; meta: M }> {
  const parse = (answer: { result: unknown; meta: unknown }) => ({ result: schema.parse(answer.result), meta: metaSchema.parse(answer.meta) });
  try {
    return parse(await sendOnce(call, call.customer?.token));
  } catch (error) {
    if (!(error instanceof CommerceError && error.status === 401 && call.customer)) throw error;
    const renewed = await call.customer.renew();
    if (renewed === null) throw error;
    return parse(await sendOnce(call, renewed));
  }
}

async function sendOnce(call: CommerceCall, bearer: string | undefined): Promise<{ result: unknown; meta: unknown }> {
  const { origin, send } = transport();
  const headers = new Headers();
  if (call.body !== undefined) headers.set("Content-Type", "application/json");
  if (call.upload !== undefined) headers.set("Content-Type", "application/octet-stream");
  if (bearer) headers.set("Authorization", `Bearer ${bearer}`);
  if (call.apiKey) headers.set(TRADE_IN_API_KEY_HEADER, call.apiKey);
  if (call.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, call.idempotencyKey);
  if (call.staff) {
    if (call.staff.token) headers.set(STAFF_TOKEN_HEADER, call.staff.token);
    headers.set(STAFF_ADDRESS_HEADER, call.staff.address);
  }
  const response = await send(
    new Request(endpointUrl(origin, call), {
      method: call.method ?? "GET",
      headers,
      body: call.upload ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
    }),
  );
  if (!response.headers.get("Content-Type")?.includes("application/json")) {
    throw new CommerceError(502, "badGateway", "Error with response - bad content-type!");
  }
  const parsed = envelope.safeParse(await response.json());
  if (!parsed.success) throw new CommerceError(502, "badGateway", "Unhandled error, wrong response format!");
  const { code, result, error, meta } = parsed.data;
  if (!String(code).startsWith("2")) {
    const message = typeof result === "string" ? result : `commerce call failed with code ${code}`;
    throw new CommerceError(code, error?.code ?? "unknown", message, error?.field);
  }
  return { result, meta };
}

/** For reads where "not found" is a normal answer: a 404 becomes undefined. */
export function orUndefinedOn404(error: unknown): undefined {
  if (error instanceof CommerceError && error.status === 404) return undefined;
  throw error;
}

/** A product illustration from the commerce media endpoint, passed through as it is (SVG, not JSON). */
export async function commerceProductImage(sku: string, view: number, size: string): Promise<Response> {
  const { origin, send } = transport();
  const url = new URL(`${origin}/api/media/product/${encodeURIComponent(sku)}/${view}.svg`);
  url.searchParams.set("size", size);
  return send(new Request(url));
}

/** A brand's logo (WebP), as the backend answers it: 404 without one. */
export async function commerceBrandLogo(code: string): Promise<Response> {
  const { origin, send } = transport();
  return send(new Request(`${origin}/api/media/brand/${encodeURIComponent(code)}.webp`));
}

/**
 * A browser's request for the backend's own pages (the payment simulators, decision 034, and the test identity
 * provider, decision 059), answered as the backend answers it: by the embedded backend, or passed on to
 * COMMERCE_API_URL's. Null when the embedded backend serves no such page. The edge decides which paths come
 * here (server/payment-simulators.ts).
 */
export async function answeredByCommerce(request: Request): Promise<Response | null> {
  if (config.commerceApiUrl) return forwardToCommerce(request);
  const commerce = await embeddedCommerce();
  return (await commerce.simulators?.(request)) ?? (await commerce.testIdentityProvider?.(request)) ?? null;
}
