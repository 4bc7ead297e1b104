import { z } from "zod";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** A product's photos in the back office (docs/admin-api.md "Product photos"): list, upload, caption, move, delete. */

const photoList = z.object({
  product: z.object({ id: z.number(), sku: z.string(), name_en: z.string(), name_ar: z.string() }),
  photos: z.array(z.object({ id: z.number(), position: z.number(), hash: z.string(), widths: z.array(z.number()), width: z.number(), height: z.number(), alt_en: z.string(), alt_ar: z.string() })),
});
export type ProductPhotoList = z.infer<typeof photoList>;

export interface PhotoAlt {
  alt_en: string;
  alt_ar: string;
}

export type PhotoChange = ({ action: "alt" } & PhotoAlt) | { action: "move"; direction: "up" | "down" } | { action: "delete" };

const photosPath = (productId: number) => `/api/admin/products/${productId}/photos`;

export function listProductPhotos(locale: Locale, staff: StaffAuth, productId: number): Promise<ProductPhotoList> {
  return commerceCall(photoList, { path: photosPath(productId), locale, staff });
}

/** The photo's bytes go as they are; the backend judges them by their content, whatever the file was called. */
export async function uploadProductPhoto(locale: Locale, staff: StaffAuth, productId: number, alt: PhotoAlt, photo: File): Promise<void> {
  const upload = new Uint8Array(await photo.arrayBuffer());
  await commerceCall(z.unknown(), { method: "POST", path: photosPath(productId), locale, staff, query: { ...alt }, upload });
}

export async function changeProductPhoto(locale: Locale, staff: StaffAuth, productId: number, photoId: number, change: PhotoChange): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `${photosPath(productId)}/${photoId}`, locale, staff, body: change });
}
