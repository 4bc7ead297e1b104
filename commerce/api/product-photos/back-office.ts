import { PHOTO_ERRORS, PHOTO_MAX_BYTES } from "../../contract/product-photo";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { recordCatalogueChange } from "../../catalogue/changes";
import { removePhotoFiles, writePhotoFiles } from "../../media/photo-files";
import { makePhotoSizes, PhotoRefused } from "../../media/photo-sizes";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { recordAudit, type Actor } from "../staff/audit";

/**
 * A product's photos in the back office (issue 22, decision 052): uploaded (checked by content, made into every
 * size, written to the media folder), their alt texts edited, moved up or down, deleted. Each change is one
 * transaction with its audit entry and a catalogue change, so every node's cards and cached pages show it within
 * a second. Files are written before the row that names them and removed after the last row naming them went.
 */

export interface PhotoAlt {
  alt_en: string;
  alt_ar: string;
}

export type PhotoChange = ({ action: "alt" } & PhotoAlt) | { action: "move"; direction: "up" | "down" } | { action: "delete" };

const photoError = (code: keyof typeof PHOTO_ERRORS) => contractError(PHOTO_ERRORS, code);

async function productOf(db: DB, productId: number) {
  const product = await db.selectFrom("products").select(["id", "sku", "name_en", "name_ar"]).where("id", "=", productId).executeTakeFirst();
  if (!product) throw photoError("photo.notFound");
  return product;
}

function photosOf(db: DB, productId: number) {
  return db
    .selectFrom("product_photos")
    .select(["id", "position", "hash", "widths", "width", "height", "alt_en", "alt_ar"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

export async function listProductPhotos(db: DB, productId: number) {
  const product = await productOf(db, productId);
  const photos = await photosOf(db, productId);
  return { product, photos: photos.map((photo) => ({ ...photo, widths: JSON.parse(photo.widths) as number[] })) };
}

/** The upload's bytes, read no further than PHOTO_MAX_BYTES: a bigger body is refused as soon as it says or shows so. */
export async function readUpload(request: Request): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? 0) > PHOTO_MAX_BYTES) throw photoError("photo.tooLarge");
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > PHOTO_MAX_BYTES) {
      await reader!.cancel();
      throw photoError("photo.tooLarge");
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

export async function addProductPhoto(ctx: CommerceContext, actor: Actor, productId: number, alt: PhotoAlt, bytes: Uint8Array) {
  await productOf(ctx.db, productId);
  const made = await makePhotoSizes(bytes).catch((error: unknown) => {
    throw error instanceof PhotoRefused ? photoError(error.code) : error;
  });
  await writePhotoFiles(ctx.mediaDir, made.hash, made.files);
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const last = await trx.selectFrom("product_photos").select((eb) => eb.fn.max("position").as("position")).where("product_id", "=", productId).executeTakeFirst();
    const row = {
      product_id: productId,
      position: Number(last?.position ?? 0) + 1,
      hash: made.hash,
      widths: JSON.stringify(made.widths),
      width: made.width,
      height: made.height,
      ...alt,
      created_at: now.toISOString(),
      created_by: actor.staffId,
    };
    const { id } = await trx.insertInto("product_photos").values(row).returning("id").executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "photo.add", subject: { type: "product", id: productId }, after: { photo: id, type: made.type, width: made.width, height: made.height, ...alt } }, now);
    await recordCatalogueChange(trx, [productId], now);
    return { id, position: row.position, widths: made.widths, width: made.width, height: made.height };
  });
}

export async function changeProductPhoto(ctx: CommerceContext, actor: Actor, productId: number, photoId: number, change: PhotoChange) {
  const now = ctx.now();
  const unused = await inTransaction(ctx.db, async (trx) => {
    const photo = await trx.selectFrom("product_photos").selectAll().where("id", "=", photoId).where("product_id", "=", productId).executeTakeFirst();
    if (!photo) throw photoError("photo.notFound");
    const audit = (before: Record<string, unknown>, after?: Record<string, unknown>) =>
      recordAudit(trx, actor, { action: `photo.${change.action}`, subject: { type: "product", id: productId }, before: { photo: photoId, ...before }, after }, now);
    let unusedHash: string | null = null;
    if (change.action === "alt") {
      await trx.updateTable("product_photos").set({ alt_en: change.alt_en, alt_ar: change.alt_ar }).where("id", "=", photoId).execute();
      await audit({ alt_en: photo.alt_en, alt_ar: photo.alt_ar }, { alt_en: change.alt_en, alt_ar: change.alt_ar });
    } else if (change.action === "move") {
      const neighbour = await trx
        .selectFrom("product_photos")
        .select(["id", "position"])
        .where("product_id", "=", productId)
        .where("position", change.direction === "up" ? "<" : ">", photo.position)
        .orderBy("position", change.direction === "up" ? "desc" : "asc")
        .executeTakeFirst();
      // The first cannot move up nor the last down: nothing changes, and nothing is recorded.
      if (!neighbour) return null;
      await trx.updateTable("product_photos").set({ position: neighbour.position }).where("id", "=", photoId).execute();
      await trx.updateTable("product_photos").set({ position: photo.position }).where("id", "=", neighbour.id).execute();
      await audit({ position: photo.position }, { position: neighbour.position });
    } else {
      await trx.deleteFrom("product_photos").where("id", "=", photoId).execute();
      await audit({ hash: photo.hash, alt_en: photo.alt_en, alt_ar: photo.alt_ar });
      const sameFiles = await trx.selectFrom("product_photos").select("id").where("hash", "=", photo.hash).executeTakeFirst();
      if (!sameFiles) unusedHash = photo.hash;
    }
    await recordCatalogueChange(trx, [productId], now);
    return unusedHash;
  });
  // After the commit: a page rendered a moment before may still name the files, but no product shows them any more.
  if (unused) await removePhotoFiles(ctx.mediaDir, unused);
  return { id: photoId };
}
