import { sql } from "kysely";
import type { PhotoView } from "../contract/product-photo";
import type { LinkType } from "../db/schema";
import { groupBy } from "../lib/group-by";
import type { CommerceContext } from "./context";
import { notFound } from "./envelope";
import { bundleSaving, loadBundleOptions, loadGroupedParts, type ProductPart } from "./product-parts";
import { GENERAL_GROUP_ID } from "../contract/customer-groups";
import { finalPrice, tiersOffered } from "./pricing";
import type { ProductPrices } from "./prices";
import {
  availableChildren,
  categoryIdsOf,
  findLoadableProduct,
  pricingOf,
  productImage,
  productSummaries,
  shopperPrices,
  summaryOf,
  type ProductRow,
  type ProductSummary,
} from "./products";
import { photoViewsOf } from "./product-photos/views";
import { localised, type StoreCode } from "./store";

export const NO_VARIANTS = "No available product variants";

export interface ConfigurableOption {
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  values: { value_index: number; label: string; swatch: string | null }[];
}

export interface ConfigurableChild extends ProductPrices {
  id: number;
  sku: string;
  name: string;
  status: number;
  stock: { is_in_stock: boolean; qty: number };
  /** attribute_code → value_index of the configurable options. */
  custom_attributes: Record<string, number>;
}

export interface PartView {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  qty: number;
  price_incl_tax: number;
  final_price_incl_tax: number;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  key_features: string[];
  mpn: string | null;
  specs: { code: string; label: string; value: string }[];
  media_gallery: { image: string; type: "image" | "video"; label: string }[];
  /** The product's photos in their order (decision 052); when there are any, the gallery shows them instead of media_gallery. */
  photos: PhotoView[];
  categories: { category_id: number; name: string; url_key: string; url_path: string; level: number }[];
  configurable_options: ConfigurableOption[];
  configurable_children: ConfigurableChild[];
  /** The child the request named by its own sku, if any. */
  configured_child_sku: string | null;
  bundle_options: { option_id: number; title: string; required: boolean; product_links: (PartView & { id: number; product_id: number; is_default: boolean })[] }[];
  /** Fils a bundle takes off the sum of the parts chosen; 0 for any other product. */
  bundle_saving: number;
  grouped_items: PartView[];
  custom_options: {
    option_id: number;
    title: string;
    is_required: boolean;
    values: { option_type_id: number; title: string; price_type: "fixed" | "percent"; price: number }[];
  }[];
  product_links: { link_type: LinkType; linked_product_sku: string; linked_product_type: string; position: number; product: ProductSummary }[];
  /** "Buy 3 or more for AED X each": the shopper's group's tier prices below the price of one unit (decision 060). */
  tier_prices: { min_qty: number; price_incl_tax: number }[];
  errors: { variants?: string };
}

/** The product with this database id (the old app's `/productdetails?id=`), found as its sku would be. */
export async function loadProductDetailById(ctx: CommerceContext, id: number | null, store: StoreCode): Promise<ProductDetail> {
  const row = id === null ? undefined : await ctx.db.selectFrom("products").select("sku").where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(`Product query returned empty result id = ${id}`);
  return loadProductDetail(ctx, row.sku, store);
}

/** Loads one product by sku with every rule of SPEC §4–5 applied. */
export async function loadProductDetail(ctx: CommerceContext, sku: string, store: StoreCode): Promise<ProductDetail> {
  const { row, configuredChildSku } = await findLoadableProduct(ctx, sku);
  const [pricing, categoryIds, photos, configurable, bundle, grouped, customOptions, links] = await Promise.all([
    pricingOf(ctx, [row], store),
    categoryIdsOf(ctx, [row.id]),
    photoViewsOf(ctx.db, [row.id], store),
    row.type_id === "configurable" ? configurableOf(ctx, row, store) : undefined,
    row.type_id === "bundle" ? loadBundleOptions(ctx.db, [row.id], store) : undefined,
    row.type_id === "grouped" ? loadGroupedParts(ctx.db, [row.id], store) : undefined,
    customOptionsOf(ctx, row.id, store),
    productLinksOf(ctx, row.id, store),
  ]);
  const ownPhotos = photos.get(row.id) ?? [];
  const summary = summaryOf(ctx, row, pricing.get(row.id)!, categoryIds.get(row.id) ?? [], ownPhotos[0] ?? null, store);
  const now = ctx.now();
  const part = (p: ProductPart): PartView => ({
    id: p.product_id,
    sku: p.sku,
    name: p.name,
    url_key: p.url_key,
    qty: p.qty,
    price_incl_tax: p.price,
    final_price_incl_tax: finalPrice(p, now),
  });

  return {
    ...summary,
    description: localised(row, "description", store),
    key_features: JSON.parse(localised(row, "key_features", store)) as string[],
    mpn: row.mpn,
    specs: specsOf(ctx, row, store),
    media_gallery: mediaGalleryOf(row),
    photos: ownPhotos,
    categories: summary.category_ids.flatMap((id) => {
      const c = ctx.reference.categories.get(id);
      return c?.is_active
        ? [{ category_id: c.id, name: localised(c, "name", store), url_key: c.url_key, url_path: c.url_path, level: c.level }]
        : [];
    }),
    configurable_options: configurable?.options ?? [],
    configurable_children: configurable?.children ?? [],
    configured_child_sku: configuredChildSku ?? null,
    bundle_options: (bundle?.get(row.id) ?? []).map((o) => ({
      option_id: o.option_id,
      title: o.title,
      required: o.required,
      product_links: o.product_links.map((l) => ({ ...part(l), id: l.selection_id, product_id: l.product_id, is_default: l.is_default })),
    })),
    bundle_saving: row.type_id === "bundle" ? bundleSaving(row) : 0,
    grouped_items: (grouped?.get(row.id) ?? []).map(part),
    tier_prices: tiersOffered(ctx.reference.groupPrices.get(row.id) ?? [], ctx.priceGroup ?? GENERAL_GROUP_ID, summary.final_price_incl_tax).map(
      ({ min_qty, price }) => ({ min_qty, price_incl_tax: price }),
    ),
    custom_options: customOptions,
    product_links: links,
    errors: configurable && configurable.children.length === 0 ? { variants: NO_VARIANTS } : {},
  };
}

async function configurableOf(ctx: CommerceContext, row: ProductRow, store: StoreCode) {
  const [optionRows, enabledChildren, available] = await Promise.all([
    ctx.db
      .selectFrom("configurable_options")
      .where("product_id", "=", row.id)
      .select(["attribute_code", "position"])
      .orderBy("position")
      .execute(),
    ctx.db
      .selectFrom("products")
      .where("parent_sku", "=", row.sku)
      .where("status", "<", 2)
      .select(["color", "storage", "screen_size"])
      .execute(),
    availableChildren(ctx, [row.sku]),
  ]);
  const codes = optionRows.map((o) => o.attribute_code);
  const valueOf = (child: { color: number | null; storage: number | null; screen_size: number | null }, code: string) =>
    code === "color" || code === "storage" || code === "screen_size" ? child[code] : null;

  // Values of every enabled child are offered, so a sold-out combination can be shown as unavailable.
  const options: ConfigurableOption[] = optionRows.flatMap((o) => {
    const meta = ctx.reference.attributes.get(o.attribute_code);
    if (!meta) return [];
    const used = new Set(enabledChildren.map((c) => valueOf(c, o.attribute_code)));
    return [
      {
        attribute_id: meta.attribute_id,
        attribute_code: meta.attribute_code,
        label: localised(meta, "label", store),
        position: o.position,
        values: meta.options
          .filter((v) => used.has(v.value_index))
          .map((v) => ({ value_index: v.value_index, label: localised(v, "label", store), swatch: v.swatch }))
          .filter((v) => v.label !== ""),
      },
    ];
  });

  const children: ConfigurableChild[] = available.map((c) => ({
    id: c.id,
    sku: c.sku,
    name: localised(c, "name", store),
    status: c.status,
    stock: { is_in_stock: c.is_in_stock === 1, qty: c.qty },
    custom_attributes: Object.fromEntries(codes.map((code) => [code, valueOf(c, code) ?? 0])),
    ...shopperPrices(ctx, c, c),
  }));
  return { options, children };
}

async function customOptionsOf(ctx: CommerceContext, productId: number, store: StoreCode): Promise<ProductDetail["custom_options"]> {
  const rows = await ctx.db
    .selectFrom("custom_options as o")
    .innerJoin("custom_option_values as v", "v.option_id", "o.id")
    .where("o.product_id", "=", productId)
    .select([
      "o.id as option_id",
      "o.title_en as option_title_en",
      "o.title_ar as option_title_ar",
      "o.is_required",
      "v.id as option_type_id",
      "v.title_en",
      "v.title_ar",
      "v.price_type",
      "v.price",
    ])
    .orderBy("o.position")
    .orderBy("v.position")
    .execute();
  return [...groupBy(rows, (r) => r.option_id).values()].map((values) => {
    const first = values[0]!;
    return {
      option_id: first.option_id,
      title: localised(first, "option_title", store),
      is_required: first.is_required === 1,
      values: values.map((v) => ({
        option_type_id: v.option_type_id,
        title: localised(v, "title", store),
        price_type: v.price_type,
        price: v.price,
      })),
    };
  });
}

async function productLinksOf(ctx: CommerceContext, productId: number, store: StoreCode): Promise<ProductDetail["product_links"]> {
  const links = await ctx.db
    .selectFrom("product_links as l")
    .innerJoin("products as p", "p.id", "l.linked_product_id")
    .where("l.product_id", "=", productId)
    .where("l.link_type", "in", ["related", "upsell", "crosssell"])
    .where(sql<boolean>`p.status < 2 AND p.visibility IN (2, 3, 4)`)
    .select(["l.link_type", "l.position", "p.id", "p.sku", "p.type_id"])
    .orderBy("l.position")
    .execute();
  const summaries = new Map((await productSummaries(ctx, links.map((l) => l.id), store)).map((s) => [s.id, s]));
  return links.flatMap((l) => {
    const product = summaries.get(l.id);
    return product
      ? [{ link_type: l.link_type, linked_product_sku: l.sku, linked_product_type: l.type_id, position: l.position, product }]
      : [];
  });
}

function specsOf(ctx: CommerceContext, row: ProductRow, store: StoreCode): ProductDetail["specs"] {
  const values = JSON.parse(row.specs) as Record<string, { en: string; ar: string }>;
  return Object.entries(values)
    .flatMap(([code, value]) => {
      const meta = ctx.reference.attributes.get(code);
      return meta?.is_visible ? [{ code, label: localised(meta, "label", store), value: value[store], position: meta.position }] : [];
    })
    .sort((a, b) => a.position - b.position)
    .map(({ position: _, ...spec }) => spec);
}

function mediaGalleryOf(row: ProductRow): ProductDetail["media_gallery"] {
  const gallery = JSON.parse(row.media_gallery) as ProductDetail["media_gallery"];
  return gallery.length > 0 ? gallery : [{ image: productImage(row.sku), type: "image", label: row.name_en }];
}
