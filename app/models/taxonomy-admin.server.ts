import { z } from "zod";
import type { MoveDirection } from "../../commerce/contract/taxonomy";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's categories and brands (docs/admin-api.md "Categories and brands"). */

const categoryList = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      parent_id: z.number().nullable(),
      level: z.number(),
      position: z.number(),
      url_key: z.string(),
      url_path: z.string(),
      is_active: z.boolean(),
      include_in_menu: z.boolean(),
      name_en: z.string(),
      name_ar: z.string(),
    }),
  ),
});
export type AdminCategory = z.infer<typeof categoryList>["items"][number];

export interface CategoryInput {
  parent_id: number;
  name_en: string;
  name_ar: string;
  url_key: string;
}

export async function listCategories(locale: Locale, staff: StaffAuth): Promise<AdminCategory[]> {
  return (await commerceCall(categoryList, { path: "/api/admin/categories", locale, staff })).items;
}

export function createCategory(locale: Locale, staff: StaffAuth, input: CategoryInput) {
  return commerceCall(z.object({ id: z.number() }), { method: "POST", path: "/api/admin/categories", locale, staff, body: input });
}

export type CategoryChange = (CategoryInput & { action: "update"; is_active: boolean; include_in_menu: boolean }) | { action: "move"; direction: MoveDirection };

export async function changeCategory(locale: Locale, staff: StaffAuth, id: number, change: CategoryChange): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/categories/${id}`, locale, staff, body: change });
}

const brandList = z.object({ items: z.array(z.object({ code: z.string(), name_en: z.string(), name_ar: z.string(), color: z.string(), logo: z.string().nullable() })) });
export type AdminBrand = z.infer<typeof brandList>["items"][number];
export type BrandNames = Omit<AdminBrand, "code" | "logo">;

export async function listBrands(locale: Locale, staff: StaffAuth): Promise<AdminBrand[]> {
  return (await commerceCall(brandList, { path: "/api/admin/brands", locale, staff })).items;
}

export async function createBrand(locale: Locale, staff: StaffAuth, input: BrandNames & { code: string }): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: "/api/admin/brands", locale, staff, body: input });
}

export async function changeBrand(locale: Locale, staff: StaffAuth, code: string, names: BrandNames): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/brands/${encodeURIComponent(code)}`, locale, staff, body: names });
}

/** Sends an uploaded logo (PNG, JPEG or WebP) to be kept as the brand's; the backend judges the content. */
export async function setBrandLogo(locale: Locale, staff: StaffAuth, code: string, logo: File): Promise<void> {
  const body = { logo: Buffer.from(await logo.arrayBuffer()).toString("base64") };
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/brands/${encodeURIComponent(code)}/logo`, locale, staff, body });
}
