import type { MetaDescriptor } from "react-router";
import { imageSize, productImageUrl } from "~/lib/images";
import { productPath } from "~/lib/product-variant";
import { reviewJsonLd } from "~/components/reviews/review-json-ld";
import { jsonLd, pageMeta } from "~/lib/seo";
import { localizePath } from "~/lib/i18n";
import type { ProductPageData } from "./product-page-data";

const SCHEMA = "https://schema.org";

/**
 * Title, description, canonical (always the parent's URL, never a child's), and JSON-LD Product and
 * BreadcrumbList. The Product describes what the page shows: the chosen child's sku and price when there
 * is one.
 */
export function productMeta({ data }: { data: ProductPageData | undefined }): MetaDescriptor[] {
  if (!data) return [];
  const { product, chosenSku, noSuchConfiguration, breadcrumbs, seo, origin, locale } = data;
  const child = chosenSku ? product.configurable_children.find((c) => c.sku === chosenSku) : undefined;
  const pageUrl = origin + localizePath(productPath(product, child?.sku), locale);
  const firstImage = product.media_gallery.find((m) => m.type === "image") ?? product.media_gallery[0];
  const image = firstImage ? origin + productImageUrl(firstImage.image, "gallery") : undefined;
  const finalPrice = child?.final_price_incl_tax ?? product.final_price_incl_tax;
  const inStock = child ? child.stock.is_in_stock : product.stock.is_in_stock;

  return [
    ...pageMeta({
      title: seo.title,
      description: seo.description,
      origin,
      locale,
      path: productPath(product),
      noIndex: noSuchConfiguration,
    }),
    { property: "og:type", content: "product" },
    { property: "og:url", content: origin + localizePath(productPath(product), locale) },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: String(imageSize.gallery.width) },
          { property: "og:image:height", content: String(imageSize.gallery.height) },
        ]
      : []),
    jsonLd({
      "@context": SCHEMA,
      "@type": "Product",
      name: product.name,
      sku: child?.sku ?? product.sku,
      ...(product.mpn ? { mpn: product.mpn } : {}),
      ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
      ...(image ? { image: [image] } : {}),
      description: product.description,
      url: pageUrl,
      offers: {
        "@type": "Offer",
        url: pageUrl,
        priceCurrency: "AED",
        price: (finalPrice / 100).toFixed(2),
        availability: inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
        itemCondition: `${SCHEMA}/NewCondition`,
      },
      ...reviewJsonLd(data.reviews),
    }),
    jsonLd({
      "@context": SCHEMA,
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: data.homeName, path: "/" },
        ...breadcrumbs,
        { name: product.name, path: productPath(product) },
      ].map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: origin + localizePath(crumb.path, locale),
      })),
    }),
  ];
}
