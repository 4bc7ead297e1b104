import { sql } from "kysely";
import { z } from "zod";
import type { CommerceContext } from "./context";
import { parse } from "./envelope";
import { productPath, productSummaries } from "./products";
import { brandLogoPath } from "../media/brand-logo";
import type { CategoryNode } from "./reference";
import { localised, type StoreCode } from "./store";

/** Data for the storefront's navigation: mega menu, brand index, home page and sitemap. */

const STORE_ROOT_CATEGORY_ID = 2;
const HOME_LIST_SIZE = 8;

export interface MenuItem {
  id: number;
  name: string;
  url_key: string;
  url_path: string;
  level: number;
  icon: string | null;
  product_count: number;
  children_data: MenuItem[];
}

export function megaMenu(ctx: CommerceContext, store: StoreCode): MenuItem[] {
  const nodes = ctx.reference.categories;
  const itemOf = (node: CategoryNode): MenuItem => ({
    id: node.id,
    name: localised(node, "name", store),
    url_key: node.url_key,
    url_path: node.url_path,
    level: node.level,
    icon: node.icon,
    product_count: node.product_count,
    children_data: menuChildren(node),
  });
  const menuChildren = (node: CategoryNode): MenuItem[] =>
    node.children_ids
      .map((id) => nodes.get(id))
      .filter((c): c is CategoryNode => !!c && c.is_active && c.include_in_menu)
      .sort((a, b) => a.position - b.position)
      .map(itemOf);
  const root = nodes.get(STORE_ROOT_CATEGORY_ID);
  return root ? menuChildren(root) : [];
}

export function brandIndex(ctx: CommerceContext, store: StoreCode) {
  return [...ctx.reference.brands.values()]
    .filter((b) => b.product_count > 0)
    .map((b) => ({ code: b.code, name: localised(b, "name", store), color: b.color, logo: brandLogoPath(b), product_count: b.product_count }))
    .sort((a, b) => a.name.localeCompare(b.name, store));
}

export async function homePage(ctx: CommerceContext, store: StoreCode) {
  const listed = (sort: "newest" | "bestsellers") =>
    ctx.search.search({ locale: store, scope: "catalog", filters: { in_stock: true }, sort, start: 0, size: HOME_LIST_SIZE, now: ctx.now() }).ids;
  const [banners, newCollection, bestsellers] = await Promise.all([
    ctx.db.selectFrom("banners").selectAll().where("is_active", "=", 1).orderBy("position").execute(),
    productSummaries(ctx, listed("newest"), store),
    productSummaries(ctx, listed("bestsellers"), store),
  ]);
  const bannerView = (b: (typeof banners)[number]) => ({
    id: b.id,
    title: localised(b, "title", store),
    subtitle: localised(b, "subtitle", store),
    link: b.link,
    kind: b.kind,
    color: b.color,
  });
  return {
    banners: {
      main: banners.filter((b) => b.slot === "main").map(bannerView),
      small: banners.filter((b) => b.slot === "small").map(bannerView),
    },
    new_collection: newCollection,
    bestsellers,
    categories: megaMenu(ctx, store).map(({ children_data: _, ...tile }) => tile),
  };
}

const sitemapQuery = z.object({
  type: z.enum(["product", "category"]),
  start: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

/** Paths a crawler should find: listable products (parents, not children) and active categories. */
export async function sitemapEntries(ctx: CommerceContext, params: URLSearchParams) {
  const q = parse(sitemapQuery, Object.fromEntries(params));
  if (q.type === "category") {
    const categories = [...ctx.reference.categories.values()].filter((c) => c.level >= 2 && c.is_active);
    return {
      items: categories.slice(q.start, q.start + q.size).map((c) => ({ path: `c/${c.url_key}`, updated_at: c.updated_at })),
      total: categories.length,
    };
  }
  const listable = sql<boolean>`status < 2 AND visibility IN (2, 3, 4)`;
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom("products")
      .where(listable)
      .select(["sku", "url_key", "updated_at"])
      .orderBy("id")
      .limit(q.size)
      .offset(q.start)
      .execute(),
    ctx.db.selectFrom("products").where(listable).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ path: productPath(r.sku, r.url_key), updated_at: r.updated_at })),
    total: Number(count.n),
  };
}
