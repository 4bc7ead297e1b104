import { z } from "zod";
import { requireCustomer } from "../account/auth";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import { skuSchema } from "../params";
import type { Route } from "../route";
import * as alerts from "./alerts";

/** The stock and price alert endpoints (docs/account-api.md); every one needs `Authorization: Bearer <token>`. */

const addBody = z.object({ sku: skuSchema, kind: z.enum(["stock", "price"]) }).strict();
const removeBody = z.object({ id: idSchema }).strict();

export const alertRoutes: Route[] = [
  ["GET", /^\/api\/alerts$/, async (c) => alerts.listAlerts(c.ctx, await requireCustomer(c), c.store)],
  ["POST", /^\/api\/alerts\/add$/, async (c) => alerts.addAlert(c.ctx, await requireCustomer(c), parse(addBody, await readJson(c.request)), c.store)],
  ["POST", /^\/api\/alerts\/remove$/, async (c) => alerts.removeAlert(c.ctx, await requireCustomer(c), parse(removeBody, await readJson(c.request)).id)],
];
