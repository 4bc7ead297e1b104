import { z } from "zod";
import type { Commerce } from "../../commerce/service";
import type { Locale } from "./i18n";

/**
 * The only way the storefront talks to the commerce backend (DESIGN §3 "The commerce boundary").
 * It calls the embedded backend in process by default, or `COMMERCE_API_URL` over HTTP; the code path is the same.
 */

export class CommerceError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
    const commerce = await startCommerce({
      databaseUrl: process.env.DATABASE_URL ?? "file:./data/store.db",
      seedProducts: Number(process.env.SEED_PRODUCTS ?? 600),
    });
    commerce.onCatalogueChange(() => catalogueListeners.forEach((listener) => listener()));
    return commerce;
  });
  return embedded;
}

function transport(): { origin: string; send: Transport } {
  const remote = process.env.COMMERCE_API_URL;
  if (remote) return { origin: remote.replace(/\/$/, ""), send: (request) => fetch(request) };
  return { origin: INTERNAL_ORIGIN, send: async (request) => (await embeddedCommerce()).handler(request) };
}

/** Starts the embedded backend ahead of the first request (opening, seeding and indexing take a moment). */
export async function warmUpCommerce(): Promise<void> {
  if (!process.env.COMMERCE_API_URL) await embeddedCommerce();
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
  token?: string;
  cartId?: string;
}

const envelope = z.object({ code: z.number(), result: z.unknown() });

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

/** Calls an endpoint and parses its `result` with the schema; a non-2xx code becomes a CommerceError. */
export async function commerceCall<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, call: CommerceCall): Promise<T> {
  const { origin, send } = transport();
  const response = await send(
    new Request(endpointUrl(origin, call), {
      method: call.method ?? "GET",
      headers: call.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }),
  );
  if (!response.headers.get("Content-Type")?.includes("application/json")) {
    throw new CommerceError(502, "Error with response - bad content-type!");
  }
  const parsed = envelope.safeParse(await response.json());
  if (!parsed.success) throw new CommerceError(502, "Unhandled error, wrong response format!");
  const { code, result } = parsed.data;
  if (!String(code).startsWith("2")) {
    throw new CommerceError(code, typeof result === "string" ? result : `commerce call failed with code ${code}`);
  }
  return schema.parse(result);
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
