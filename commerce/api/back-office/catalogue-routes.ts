import { z } from "zod";
import { CATALOGUE_FILE_MAX_BYTES, STOCK_MAX } from "../../contract/catalogue-import";
import { roleMay } from "../../contract/staff";
import { exportCatalogue } from "../../catalogue/export";
import { readProductStock, setProductStock } from "../../catalogue/product-stock";
import { readCsv, setsPrices, updateCatalogue } from "../../catalogue/update";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { requireStaff } from "../staff/access";
import { staffError } from "../staff/errors";

/**
 * The back office's stock and price endpoints (docs/admin-api.md "Catalogue import and export", issue 22): the
 * CSV import as the command line runs it (a dry run or for real), the export it reads back, and one product's
 * stock online and in each pickup store. Stock needs `stock.manage`; a file that sets prices `catalogue.manage`.
 */

const importBody = z
  .object({
    csv: z.string().max(CATALOGUE_FILE_MAX_BYTES, "is too large"),
    apply: z.boolean(),
  })
  .strict();

const stockSchema = z.number().int().min(0).max(STOCK_MAX);
const stockBody = z.object({ stock: stockSchema, stores: z.record(z.string().max(64), stockSchema) }).strict();

const productIdOf = (c: Call) => {
  const parsed = idSchema.safeParse(c.path[0]);
  if (!parsed.success) throw staffError("product.notFound");
  return parsed.data;
};

export const catalogueRoutes: Route[] = [
  [
    "POST",
    /^\/api\/admin\/catalogue\/import$/,
    async (c) => {
      const { session, actor } = await requireStaff(c, "stock.manage");
      const { csv, apply } = parse(importBody, await readJson(c.request));
      const read = readCsv(csv);
      if (setsPrices(read) && !roleMay(session.staff.role, "catalogue.manage")) throw staffError("staff.forbidden");
      return updateCatalogue(c.ctx, read, { apply, actor });
    },
  ],
  [
    "GET",
    /^\/api\/admin\/catalogue\/export$/,
    async (c) => {
      await requireStaff(c, "stock.manage");
      return { csv: await exportCatalogue(c.ctx.db) };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/products\/([^/]+)\/stock$/,
    async (c) => {
      await requireStaff(c, "stock.manage");
      return readProductStock(c.ctx.db, productIdOf(c), c.store);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products\/([^/]+)\/stock$/,
    async (c) => {
      const { actor } = await requireStaff(c, "stock.manage");
      const productId = productIdOf(c);
      return setProductStock(c.ctx, actor, productId, parse(stockBody, await readJson(c.request)));
    },
  ],
];
