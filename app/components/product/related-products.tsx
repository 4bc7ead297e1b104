import { useTranslation } from "react-i18next";
import { ProductCardList } from "~/components/product-card-list";
import type { ProductDetail } from "~/models/catalog-schemas";

/** Related, up-sell and cross-sell products, each once, as product cards. */
export function RelatedProducts({ links }: { links: ProductDetail["product_links"] }) {
  const { t } = useTranslation("product");
  const seen = new Set<string>();
  const products = links.flatMap(({ product }) => {
    if (seen.has(product.sku)) return [];
    seen.add(product.sku);
    return [product];
  });
  if (products.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="related-heading">
      <h2 id="related-heading" className="product-section-title">
        {t("related.heading")}
      </h2>
      <ProductCardList className="product-grid" products={products} />
    </section>
  );
}
