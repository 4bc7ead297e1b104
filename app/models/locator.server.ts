import { z } from "zod";
import { DELIVERY_METHODS } from "../../commerce/contract/checkout";
import { isLocatorErrorCode, type LocatorErrorCode, type VisitInput } from "../../commerce/contract/locator";
import { commerceCall, CommerceError, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { sharedRead } from "~/lib/shared-reads.server";
import { getEmirates } from "./address.server";

/**
 * The store locator, store visits and delivery timelines through the commerce locator endpoints
 * (docs/locator-api.md). Refusals are `CommerceError`s whose `code` is one of commerce/contract/locator.ts's.
 * Stores, areas and the delivery rules are shared reads; slots and delivery dates depend on the clock and are not.
 */

const storeSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  emirate: z.object({ code: z.string(), name: z.string() }),
  area: z.object({ id: z.number(), name: z.string() }).nullable(),
  city: z.string().nullable(),
  map_url: z.string(),
  services: z.array(z.string()),
  hours: z.array(z.object({ weekday: z.number(), opens: z.string(), closes: z.string() })),
});
export type LocatorStore = z.infer<typeof storeSchema>;

const areaSchema = z.object({ area_id: z.number(), area_name: z.string(), city_name: z.string().nullable(), store_count: z.number() });
export type Area = z.infer<typeof areaSchema>;

const slotsSchema = z.object({
  store: storeSchema,
  dates: z.array(z.string()),
  date: z.string(),
  slots: z.array(z.object({ time: z.string(), free: z.number() })),
});
export type StoreSlots = z.infer<typeof slotsSchema>;

const visitSchema = z.object({
  reference: z.string(),
  store: storeSchema,
  date: z.string(),
  slot: z.string(),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(["booked", "cancelled"]),
});
export type Visit = z.infer<typeof visitSchema>;

const methodSchema = z.enum(DELIVERY_METHODS);

const timelinesSchema = z.object({
  emirate: z.object({ code: z.string(), name: z.string() }),
  supplier_days: z.number(),
  estimates: z.array(z.object({ method: methodSchema, date: z.string(), fee: z.number(), free_from: z.number().nullable() })),
});
export type DeliveryTimelines = z.infer<typeof timelinesSchema>;

const rulesSchema = z.object({
  cutoff_hour: z.number(),
  supplier_days: z.number(),
  methods: z.array(z.object({ method: methodSchema, fee: z.number(), free_from: z.number().nullable() })),
  emirates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      days: z.array(z.object({ method: methodSchema, before_cutoff: z.number(), after_cutoff: z.number() })),
    }),
  ),
  cash_on_delivery: z.object({ fee: z.number(), max: z.number() }),
  stores: z.object({ total: z.number(), curbside: z.number() }),
});
export type DeliveryRules = z.infer<typeof rulesSchema>;

export interface StoreFilter {
  emirate?: string;
  area?: string;
  sku?: string;
}

/** Stores by emirate code, area id and product sku; an unknown one of them is a 404. */
export function findStores(locale: Locale, filter: StoreFilter): Promise<LocatorStore[]> {
  return sharedRead(z.array(storeSchema), { path: "/api/locator/stores", locale, query: { ...filter } });
}

/** The areas of an emirate, by name. */
export function getAreas(locale: Locale, emirate: string): Promise<Area[]> {
  return sharedRead(z.array(areaSchema), { path: "/api/locator/areas", locale, query: { emirate } });
}

/** A store's bookable dates and the slots of `date` (today when undefined). */
export function getStoreSlots(locale: Locale, store: string, date: string | undefined): Promise<StoreSlots> {
  return commerceCall(slotsSchema, { path: `/api/locator/stores/${encodeURIComponent(store)}/slots`, locale, query: { date } });
}

/** Books the visit; a signed-in customer's (`customer`) is listed in their account too. */
export function bookVisit(locale: Locale, visit: VisitInput, customer: CustomerAuth | undefined): Promise<Visit> {
  return commerceCall(visitSchema, { method: "POST", path: "/api/locator/visits", locale, body: visit, customer });
}

/** The visits the customer booked signed in: those to come (soonest first), then the others. */
export function listMyVisits(locale: Locale, customer: CustomerAuth): Promise<Visit[]> {
  return commerceCall(z.array(visitSchema), { path: "/api/locator/my-visits", locale, customer });
}

export function getVisit(locale: Locale, reference: string): Promise<Visit> {
  return commerceCall(visitSchema, { path: `/api/locator/visits/${encodeURIComponent(reference)}`, locale });
}

/** The shopper cancels their visit from its page (the link in its e-mail); the store is told. */
export function cancelVisit(locale: Locale, reference: string): Promise<Visit> {
  return commerceCall(visitSchema, { method: "POST", path: `/api/locator/visits/${encodeURIComponent(reference)}/cancel`, locale });
}

/** The shopper moves their visit to another free time at the same store; the store is told. */
export function moveVisit(locale: Locale, reference: string, to: { date: string; slot: string }): Promise<Visit> {
  return commerceCall(visitSchema, { method: "POST", path: `/api/locator/visits/${encodeURIComponent(reference)}/move`, locale, body: to });
}

export function getDeliveryTimelines(locale: Locale, sku: string, emirate: string): Promise<DeliveryTimelines> {
  return commerceCall(timelinesSchema, { path: "/api/locator/delivery-timelines", locale, query: { sku, emirate } });
}

export function getDeliveryRules(locale: Locale): Promise<DeliveryRules> {
  return sharedRead(rulesSchema, { path: "/api/locator/delivery-rules", locale });
}

/** What the product page's delivery estimate shows: the emirates to choose from and, for the chosen one, the dates. */
export interface ProductDelivery {
  emirates: { code: string; name: string }[];
  chosen: string | null;
  timelines: DeliveryTimelines | null;
  problem: "unknownEmirate" | "unavailable" | null;
}

/**
 * The product page's delivery estimate for `?emirate=` (null: none asked for yet). An emirate we do not know is a
 * message on the page, and so is a backend that cannot answer: the estimate is an extra, the page works without.
 */
export async function productDelivery(locale: Locale, sku: string, emirate: string | null): Promise<ProductDelivery> {
  const chosen = emirate?.trim().toUpperCase() || null;
  const [emirates, answer] = await Promise.all([
    getEmirates(locale),
    chosen === null
      ? null
      : getDeliveryTimelines(locale, sku, chosen).catch((error: unknown) => {
          // The product is the page's own, so a refusal is about the emirate the query named.
          if (error instanceof CommerceError && error.status < 500) return "unknownEmirate" as const;
          console.error("product: delivery estimate unavailable:", error);
          return "unavailable" as const;
        }),
  ]);
  return {
    emirates: emirates.map(({ code, name }) => ({ code, name })),
    chosen,
    timelines: typeof answer === "object" ? answer : null,
    problem: typeof answer === "string" ? answer : null,
  };
}

/** The locator field each query parameter names, as the refusal of a malformed one (a 400 `invalid`) is told. */
const NOT_FOUND_BY_FIELD: Record<string, LocatorErrorCode> = {
  emirate: "locator.emirateNotFound",
  area: "locator.areaNotFound",
  sku: "locator.productNotFound",
  store: "locator.storeNotFound",
  date: "visit.dateOutOfRange",
};

/**
 * A page's answer to a locator refusal of what its query named (an unknown or malformed emirate, area, product,
 * store or date): the status to send and the message key; anything else is not the shopper's doing and throws.
 */
export function queryRefusal(error: unknown): { status: 400 | 404; key: `errors.${LocatorErrorCode}` } {
  if (!(error instanceof CommerceError) || error.status >= 500) throw error;
  const code = isLocatorErrorCode(error.code) ? error.code : NOT_FOUND_BY_FIELD[error.field ?? ""];
  if (code === undefined) throw error;
  return { status: error.status === 404 ? 404 : 400, key: `errors.${code}` };
}
