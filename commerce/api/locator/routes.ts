import { z } from "zod";
import { readId } from "../../contract/cart";
import { DATE_PATTERN, VISIT_COMMENT_MAX } from "../../contract/locator";
import { emailSchema, mobileSchema, nameSchema } from "../account/schemas";
import { parse, readJson } from "../envelope";
import { skuSchema } from "../params";
import type { Call, Route } from "../route";
import { deliveryRules, deliveryTimelines } from "./delivery";
import { areasOf, findStores, productStores } from "./stores";
import { locatorError } from "./errors";
import { bookVisit, cancelVisit, customerVisits, moveVisit, storeSlots, visitByReference } from "./visits";
import { requireCustomer } from "../account/auth";

/**
 * The locator endpoints (SPEC §7 Locator, docs/locator-api.md): areas, stores and the stores holding products,
 * delivery timelines and rules, and store visits. All public: a guest can find a store and book a visit, and
 * whoever holds a visit's reference (its e-mail's link) can cancel or move it.
 * `GET /api/locator/emirates` (emirates and their cities) is the address book's (address/routes.ts).
 */

const emirateParam = z.string().trim().min(1, "is required").max(8, "is at most 8 characters");
/** A malformed area id is read as 0, an id no area has: a 404, as for a forged one. */
const areaParam = z.string().max(12, "is at most 12 characters").transform((value) => readId(value) ?? 0);
const dateParam = z.string().regex(DATE_PATTERN, "must be a date YYYY-MM-DD");
const slotParam = z.string().max(8, "is at most 8 characters");

const storesQuery = z.object({ emirate: emirateParam.optional(), area: areaParam.optional(), sku: skuSchema.optional() }).strict();
const areasQuery = z.object({ emirate: emirateParam }).strict();
const slotsQuery = z.object({ date: dateParam.optional() }).strict();
const timelinesQuery = z.object({ sku: skuSchema, emirate: emirateParam }).strict();
const productStoresBody = z.object({ skus: z.array(skuSchema).min(1).max(20) }).strict();

const visitBody = z
  .object({
    store: z.string().trim().min(1, "is required").max(16, "is at most 16 characters"),
    date: dateParam,
    slot: slotParam,
    full_name: nameSchema,
    mobile: mobileSchema,
    email: emailSchema,
    comment: z.string().trim().max(VISIT_COMMENT_MAX, `is at most ${VISIT_COMMENT_MAX} characters`).default(""),
  })
  .strict();

const moveBody = z.object({ date: dateParam, slot: slotParam }).strict();

/** The visit reference of the path; anything but 32 hex digits is as unknown as a reference never given out. */
function referenceOf(c: Call): string {
  const reference = c.path[0]!;
  if (!/^[0-9a-f]{32}$/.test(reference)) throw locatorError("visit.notFound");
  return reference;
}

/** The query string as an object, without `storeCode` (the handler's). */
const queryOf = (params: URLSearchParams) => Object.fromEntries([...params].filter(([key]) => key !== "storeCode"));

export const locatorRoutes: Route[] = [
  ["GET", /^\/api\/locator\/countries$/, () => [{ id: "AE", full_name_english: "United Arab Emirates", full_name_locale: "الإمارات العربية المتحدة" }]],
  ["GET", /^\/api\/locator\/areas$/, (c) => areasOf(c.ctx.db, parse(areasQuery, queryOf(c.params)).emirate, c.store)],
  ["GET", /^\/api\/locator\/stores$/, (c) => findStores(c.ctx, parse(storesQuery, queryOf(c.params)), c.store)],
  ["POST", /^\/api\/locator\/product-stores$/, async (c) => productStores(c.ctx, parse(productStoresBody, await readJson(c.request)).skus)],
  ["GET", /^\/api\/locator\/stores\/([^/]+)\/slots$/, (c) => storeSlots(c.ctx, c.path[0]!, parse(slotsQuery, queryOf(c.params)).date, c.store)],
  [
    "GET",
    /^\/api\/locator\/delivery-timelines$/,
    (c) => {
      const { sku, emirate } = parse(timelinesQuery, queryOf(c.params));
      return deliveryTimelines(c.ctx, sku, emirate, c.store);
    },
  ],
  ["GET", /^\/api\/locator\/delivery-rules$/, (c) => deliveryRules(c.ctx, c.store)],
  [
    "POST",
    /^\/api\/locator\/visits$/,
    async (c) => {
      // A signed-in customer's booking is theirs too; a guest's is the e-mail's link's only.
      const customer = c.request.headers.has("Authorization") ? await requireCustomer(c) : null;
      return bookVisit(c.ctx, parse(visitBody, await readJson(c.request)), c.store, customer?.customerId ?? null);
    },
  ],
  ["GET", /^\/api\/locator\/my-visits$/, async (c) => customerVisits(c.ctx, (await requireCustomer(c)).customerId, c.store)],
  ["GET", /^\/api\/locator\/visits\/([^/]+)$/, (c) => visitByReference(c.ctx, referenceOf(c), c.store)],
  ["POST", /^\/api\/locator\/visits\/([^/]+)\/cancel$/, (c) => cancelVisit(c.ctx, referenceOf(c), c.store)],
  [
    "POST",
    /^\/api\/locator\/visits\/([^/]+)\/move$/,
    async (c) => {
      const reference = referenceOf(c);
      return moveVisit(c.ctx, reference, parse(moveBody, await readJson(c.request)), c.store);
    },
  ],
];
