import type { ProductSummary } from "~/models/catalog-schemas";
import { ProductCard } from "../product-card";

/** Images of the first row load eagerly: they are above the fold on most screens. */
const EAGER_COUNT = 4;

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="product-grid listing-grid">
      {products.map((product, i) => (
        <li key={product.sku}>
          <ProductCard product={product} eager={i < EAGER_COUNT} />
        </li>
      ))}
    </ul>
  );
}
