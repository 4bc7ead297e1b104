import { recordReferenceChange } from "../../catalogue/changes";
import { STAFF_ERRORS } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { recordAudit, type Actor } from "../staff/audit";

/**
 * Brands as the back office edits them (issue 22): their names in both languages and their colour. The code is the
 * brand's address (`/brands/{code}`) and what products name, so it is chosen once, when the brand is created.
 */

export interface BrandNames {
  name_en: string;
  name_ar: string;
  color: string;
}

export async function listBrands(db: DB) {
  return { items: await db.selectFrom("brands").select(["code", "name_en", "name_ar", "color"]).orderBy("code").execute() };
}

export async function createBrand(ctx: CommerceContext, actor: Actor, input: BrandNames & { code: string }) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    if (await trx.selectFrom("brands").select("code").where("code", "=", input.code).executeTakeFirst()) throw contractError(STAFF_ERRORS, "brand.exists");
    await trx.insertInto("brands").values(input).execute();
    await recordAudit(trx, actor, { action: "brand.create", subject: { type: "brand", id: input.code }, after: { ...input } }, now);
    await recordReferenceChange(trx, [], now);
    return { code: input.code };
  });
}

/** Renames a brand; the search documents of its products carry its names, so they are indexed again. */
export async function changeBrand(ctx: CommerceContext, actor: Actor, code: string, change: BrandNames) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const brand = await trx.selectFrom("brands").selectAll().where("code", "=", code).executeTakeFirst();
    if (!brand) throw contractError(STAFF_ERRORS, "brand.notFound");
    await trx.updateTable("brands").set(change).where("code", "=", code).execute();
    const products = await trx.selectFrom("products").select("id").where("brand", "=", code).execute();
    await recordAudit(trx, actor, { action: "brand.update", subject: { type: "brand", id: code }, before: { name_en: brand.name_en, name_ar: brand.name_ar, color: brand.color }, after: { ...change } }, now);
    await recordReferenceChange(trx, products.map((product) => product.id), now);
    return { code };
  });
}
