import { z } from "zod";
import type { CommerceContext } from "./context";
import { notFound, parse, undefinedWhenNotFound } from "./envelope";
import { categoryView } from "./catalog-query";
import { cmsPage } from "./cms";
import { loadProductDetail } from "./product-detail";
import type { StoreCode } from "./store";

/** SPEC §2 URL dispatcher: a path is a product, a category or a CMS page; old paths may redirect. */

const urlMapRequest = z
  .object({
    url: z.string().min(1).max(500),
    filters: z.object({ sku: z.string().max(64).optional() }).strict().optional(),
  })
  .strict();

/** Trailing slashes and query strings are stripped; the store prefix is the storefront's business. */
export function normalisePath(url: string): string {
  return url.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
}

export async function mapUrl(ctx: CommerceContext, body: unknown, store: StoreCode) {
  const { url, filters } = parse(urlMapRequest, body);
  const path = normalisePath(url);
  const [head, ...rest] = path.split("/");

  if (head === "p" && (rest.length === 2 || rest.length === 3)) {
    const childSku = filters?.sku ?? rest[2];
    const product = await loadProductDetail(ctx, childSku ?? rest[0]!, store);
    return { _type: "product" as const, _source: product };
  }
  const category =
    head === "c" && rest.length === 1 ? ctx.reference.categoryByUrlKey.get(rest[0]!) : ctx.reference.categoryByUrlPath.get(path);
  if (category?.is_active && category.level >= 2) {
    return { _type: "category" as const, _source: categoryView(category, store, ctx.reference.categories) };
  }
  const page = await cmsPage(ctx, path, store).catch(undefinedWhenNotFound);
  if (page) return { _type: "cms_page" as const, _source: page };
  throw notFound(`No mapping found for ${path}`);
}

export async function findRedirect(ctx: CommerceContext, params: URLSearchParams) {
  const path = parse(z.string().min(1).max(500), params.get("path"));
  const requested = `/${normalisePath(path)}`;
  const redirect = await ctx.db
    .selectFrom("url_redirects")
    .where("request_path", "=", requested)
    .select(["request_path", "target_path", "redirect_type"])
    .executeTakeFirst();
  return redirect ? [{ from: redirect.request_path, to: redirect.target_path, type: redirect.redirect_type }] : [];
}

