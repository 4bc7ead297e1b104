import { z } from "zod";
import { LICENCE_KEY_FILE_MAX_BYTES } from "../../contract/licence-keys";
import { importLicenceKeys } from "../../catalogue/licence-key-import";
import { parse, readJson } from "../envelope";
import { keyPools } from "../orders/licence-keys";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { localised } from "../store";

/**
 * The back office's licence key endpoints (docs/admin-api.md "Licence keys", decision 045): the software
 * products' pools, and importing a CSV file of keys, as a dry run or for real. Keys are stock, so both need
 * `stock.manage` (the catalogue role).
 */

const importBody = z
  .object({
    csv: z.string().max(LICENCE_KEY_FILE_MAX_BYTES, "is too large"),
    apply: z.boolean(),
  })
  .strict();

export const licenceKeyRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/licence-keys$/,
    async (c) => {
      await requireStaff(c, "stock.manage");
      const pools = await keyPools(c.ctx.db);
      return { products: pools.map(({ id: _id, name_en, name_ar, ...pool }) => ({ ...pool, name: localised({ name_en, name_ar }, "name", c.store) })) };
    },
  ],
  [
    "POST",
    /^\/api\/admin\/licence-keys\/import$/,
    async (c) => {
      const { actor } = await requireStaff(c, "stock.manage");
      const { csv, apply } = parse(importBody, await readJson(c.request));
      return importLicenceKeys(c.ctx.db, csv, { apply, actor, now: c.ctx.now() });
    },
  ],
];
