import { recordReferenceChange } from "../../catalogue/changes";
import { STAFF_ERRORS } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { brandLogoPath, logoAsWebp } from "../../media/brand-logo";
import type { CommerceContext } from "../context";
import { contractError, notFound } from "../envelope";
import { recordAudit, type Actor } from "../staff/audit";

/**
 * Brands as the back office edits them (issue 22): their names in both languages, their colour and their logo. The
 * code is the brand's address (`/brands/{code}`) and what products name, so it is chosen once, when the brand is created.
 */

export interface BrandNames {
  name_en: string;
  name_ar: string;
  color: string;
}

export async function listBrands(db: DB) {
  const rows = await db.selectFrom("brands").select(["code", "name_en", "name_ar", "color", "logo_version"]).orderBy("code").execute();
  return { items: rows.map(({ logo_version, ...brand }) => ({ ...brand, logo: brandLogoPath({ code: brand.code, logo_version }) })) };
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

/** Sets a brand's logo from an upload, kept as a small WebP; anything but a PNG, JPEG or WebP is refused. */
export async function setBrandLogo(ctx: CommerceContext, actor: Actor, code: string, upload: Uint8Array) {
  const now = ctx.now();
  const logo = await logoAsWebp(upload);
  return inTransaction(ctx.db, async (trx) => {
    const brand = await trx.selectFrom("brands").select(["code", "logo_version"]).where("code", "=", code).executeTakeFirst();
    if (!brand) throw contractError(STAFF_ERRORS, "brand.notFound");
    if (!logo) throw contractError(STAFF_ERRORS, "brand.logoInvalid");
    await trx.updateTable("brands").set({ logo: logo.webp, logo_version: logo.version }).where("code", "=", code).execute();
    await recordAudit(trx, actor, { action: "brand.logo", subject: { type: "brand", id: code }, before: { logo: brand.logo_version }, after: { logo: logo.version, bytes: logo.webp.length } }, now);
    await recordReferenceChange(trx, [], now);
    return { code, logo_version: logo.version };
  });
}

/** A brand's logo as stored (WebP), as a response body. */
export async function brandLogo(db: DB, code: string): Promise<Uint8Array<ArrayBuffer>> {
  const row = await db.selectFrom("brands").select("logo").where("code", "=", code).executeTakeFirst();
  if (!row?.logo) throw notFound(`No logo for brand ${code}`);
  return new Uint8Array(row.logo);
}
