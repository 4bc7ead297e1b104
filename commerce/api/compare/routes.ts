import { z } from "zod";
import { COMPARE_MAX } from "../../contract/compare";
import { requireCustomer } from "../account/auth";
import { parse, readJson } from "../envelope";
import { skuListParam, skuSchema } from "../params";
import type { Route } from "../route";
import * as compare from "./compare";
import { compareTechSpec } from "./tech-spec";

/**
 * The compare endpoints (docs/compare-api.md). The customer's list needs `Authorization: Bearer <token>`;
 * the guest list and the tech spec are public.
 */

const skuBody = z.object({ sku: skuSchema }).strict();
const skusBody = z.object({ skus: z.array(skuSchema).max(COMPARE_MAX, `at most ${COMPARE_MAX} skus`) }).strict();
const guestAddBody = skusBody.extend({ sku: skuSchema }).strict();
const techSpecQuery = z.object({ skus: skuListParam(COMPARE_MAX) });

export const compareRoutes: Route[] = [
  ["GET", /^\/api\/compare$/, async (c) => compare.listCompare(c.ctx, await requireCustomer(c))],
  [
    "POST",
    /^\/api\/compare\/add$/,
    async (c) => compare.addToCompare(c.ctx, await requireCustomer(c), parse(skuBody, await readJson(c.request)).sku),
  ],
  [
    "POST",
    /^\/api\/compare\/remove$/,
    async (c) => compare.removeFromCompare(c.ctx, await requireCustomer(c), parse(skuBody, await readJson(c.request)).sku),
  ],
  ["POST", /^\/api\/compare\/clear$/, async (c) => compare.clearCompare(c.ctx, await requireCustomer(c))],
  [
    "POST",
    /^\/api\/compare\/merge$/,
    async (c) => compare.mergeIntoCompare(c.ctx, await requireCustomer(c), parse(skusBody, await readJson(c.request)).skus),
  ],
  [
    "POST",
    /^\/api\/compare\/guest-add$/,
    async (c) => {
      const { skus, sku } = parse(guestAddBody, await readJson(c.request));
      return compare.addToGuestList(c.ctx, skus, sku);
    },
  ],
  [
    "GET",
    /^\/api\/compare\/tech-spec$/,
    (c) => compareTechSpec(c.ctx, parse(techSpecQuery, { skus: c.params.get("skus") ?? undefined }).skus, c.store),
  ],
];
