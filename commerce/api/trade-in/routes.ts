import { z } from "zod";
import { emailSchema } from "../account/schemas";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { requireTradeInKey } from "./api-key";
import * as catalogue from "./catalogue";
import { requireStaff } from "../staff/access";
import { GRADES, TRADE_IN_STATUSES } from "../../contract/tradein";
import { decideValuation, findValuation, listValuations, quoteValuation, submitValuation } from "./valuations";

/** The trade-in valuation endpoints (docs/trade-in-api.md); every one needs the `x-api-key` header. */

/** More ids than any model has attributes or questions is not a device description. */
const MAX_CHOICES = 20;
const choices = z.array(idSchema).max(MAX_CHOICES);

const categoryQuery = z.object({ categoryId: idSchema });
const modelsQuery = z.object({ categoryId: idSchema, brandId: idSchema });
const assetBody = z.object({ assetId: idSchema }).strict();
const valuationBody = z.object({ assetId: idSchema, options: choices, condition: choices }).strict();
const submitBody = valuationBody.extend({ email: emailSchema }).strict();

const queryOf = (c: Call) => Object.fromEntries(c.params);

/** Checks the key first, so a caller without it learns nothing, not even what a bad request is. */
const keyed = (run: (c: Call) => Promise<unknown>) => async (c: Call) => {
  requireTradeInKey(c);
  return run(c);
};

export const tradeInRoutes: Route[] = [
  ["GET", /^\/api\/trade-in\/categories$/, keyed((c) => catalogue.listCategories(c.ctx, c.store))],
  ["GET", /^\/api\/trade-in\/brands$/, keyed((c) => catalogue.listBrands(c.ctx, parse(categoryQuery, queryOf(c)).categoryId, c.store))],
  ["GET", /^\/api\/trade-in\/models$/, keyed((c) => catalogue.listModels(c.ctx, parse(modelsQuery, queryOf(c)), c.store))],
  [
    "POST",
    /^\/api\/trade-in\/attributes$/,
    keyed(async (c) => catalogue.modelAttributes(c.ctx, parse(assetBody, await readJson(c.request)).assetId, c.store)),
  ],
  [
    "GET",
    /^\/api\/trade-in\/conditions$/,
    keyed((c) => catalogue.modelConditions(c.ctx, parse(z.object({ assetId: idSchema }), queryOf(c)).assetId, c.store)),
  ],
  ["POST", /^\/api\/trade-in\/exchange-price$/, keyed(async (c) => quoteValuation(c.ctx, parse(valuationBody, await readJson(c.request)), c.store))],
  ["POST", /^\/api\/trade-in\/submit$/, keyed(async (c) => submitValuation(c.ctx, parse(submitBody, await readJson(c.request)), c.store))],
  ["GET", /^\/api\/trade-in\/valuation\/([A-Za-z0-9_-]{1,64})$/, keyed((c) => findValuation(c.ctx, c.path[0]!, c.store))],
];

const staffListQuery = z.object({
  status: z.enum(TRADE_IN_STATUSES).default("awaiting_device"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
const decisionBody = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("accepted"), grade: z.enum(GRADES), price: z.number().int().positive() }).strict(),
  z.object({ outcome: z.literal("rejected"), reason: z.string().trim().min(1).max(500) }).strict(),
]);
const REFERENCE = /^\/api\/admin\/trade-ins\/([A-Za-z0-9_-]{1,64})\/decide$/;

/** The back office's trade-ins: the devices to inspect, and staff's decision on one (decision 038). */
export const tradeInStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/trade-ins$/,
    async (c) => {
      await requireStaff(c, "tradein.decide");
      return listValuations(c.ctx, parse(staffListQuery, queryOf(c)), c.store);
    },
  ],
  [
    "POST",
    REFERENCE,
    async (c) => {
      const { actor } = await requireStaff(c, "tradein.decide");
      const decided = await decideValuation(c.ctx, actor, c.path[0]!, parse(decisionBody, await readJson(c.request)));
      return { reference: decided.reference, status: decided.status };
    },
  ],
];
