import { z } from "zod";
import { reportPeriodSchema } from "../../contract/reports";
import { listLowStock } from "../back-office/low-stock";
import { parse } from "../envelope";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { localised } from "../store";
import { documentsCsv } from "./document-export";
import { issuedDocuments } from "./issued-documents";
import { refundsIn } from "./refunds";
import { productPlaces, salesReport } from "./sales";
import { vatReturn } from "./vat-return";

/**
 * The back office's finance reports (docs/admin-api.md "Reports", decision 049), for `reports.read` (owners and
 * finance): sales and refunds, the VAT return's figures and the documents as CSV over a period of UAE days; and
 * the products running low, for `stock.read`.
 */

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

const periodOf = (c: Call) => parse(reportPeriodSchema, Object.fromEntries(c.params));

async function emirates(c: Call) {
  return c.ctx.db.selectFrom("emirates").select(["id", "code", "name_en", "name_ar"]).orderBy("position").execute();
}

export const reportRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/reports\/sales$/,
    async (c) => {
      await requireStaff(c, "reports.read");
      const period = periodOf(c);
      const documents = await issuedDocuments(c.ctx.db, period);
      const products = [...new Set(documents.flatMap((document) => document.items.map((item) => item.product_id)))];
      return {
        period,
        ...salesReport(documents, await productPlaces(c.ctx.db, products, c.store)),
        refunds: await refundsIn(c.ctx.db, period),
      };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/reports\/vat$/,
    async (c) => {
      await requireStaff(c, "reports.read");
      const period = periodOf(c);
      const known = await emirates(c);
      const figures = vatReturn(await issuedDocuments(c.ctx.db, period), known.map((emirate) => emirate.id));
      const names = new Map(known.map((emirate) => [emirate.id, localised(emirate, "name", c.store)]));
      return { period, ...figures, emirates: figures.emirates.map((row) => ({ ...row, name: row.emirate_id === null ? null : (names.get(row.emirate_id) ?? null) })) };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/reports\/documents$/,
    async (c) => {
      await requireStaff(c, "reports.read");
      const codes = new Map((await emirates(c)).map((emirate) => [emirate.id, emirate.code]));
      return { csv: documentsCsv(await issuedDocuments(c.ctx.db, periodOf(c)), codes) };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/low-stock$/,
    async (c) => {
      await requireStaff(c, "stock.read");
      return listLowStock(c.ctx.db, c.store, parse(pageQuery, Object.fromEntries(c.params)));
    },
  ],
];
