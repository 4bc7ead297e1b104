import { z } from "zod";
import { isDeviceKind } from "../contract/device-kinds";
import { renderProductSvg } from "../media/product-svg";
import type { CommerceContext } from "./context";
import { notFound, parse } from "./envelope";

/** SPEC §9 image sizes: gallery, product thumbnail, cart thumbnail. */
export const imageSizes = ["600x744", "310x300", "150x150"] as const;

const imageRequest = z.object({
  size: z.enum(imageSizes),
  view: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});

/** An illustration of the product, drawn from its kind and brand colour (the demo catalogue has no photos). */
export async function productImageSvg(ctx: CommerceContext, sku: string, view: string, params: URLSearchParams) {
  const request = parse(imageRequest, { size: params.get("size") ?? "600x744", view });
  const product = await ctx.db
    .selectFrom("products")
    .select(["kind", "brand", "name_en"])
    .where("sku", "=", sku)
    .where("status", "<", 2)
    .executeTakeFirst();
  if (!product) throw notFound(`Product not found sku = ${sku}`);
  if (!isDeviceKind(product.kind)) throw new Error(`Product ${sku} has unknown kind ${product.kind}`);
  const brand = product.brand ? ctx.reference.brands.get(product.brand) : undefined;
  const [width, height] = request.size.split("x").map(Number) as [number, number];
  return renderProductSvg({
    kind: product.kind,
    brandName: brand?.name_en ?? "",
    brandColor: brand?.color ?? "#5b6770",
    view: request.view,
    width,
    height,
    label: product.name_en,
  });
}
