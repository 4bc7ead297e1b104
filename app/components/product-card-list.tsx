import { PrefetchPageLinks } from "@remix-run/react";
import { useRef } from "react";
import { useClientNavigation, useIntentPrefetch } from "~/lib/use-client-navigation";
import type { ProductCardData } from "~/models/catalog-schemas";
import { ProductCard } from "./product-card";

/**
 * A list of product cards (a listing grid, a home shelf, related products). The cards link with plain
 * anchors; with JavaScript the list navigates client-side and prefetches the product a shopper points at.
 * `eagerCount` cards load their image at once: the first row, above the fold.
 */
export function ProductCardList({ products, className, eagerCount = 0 }: { products: readonly ProductCardData[]; className: string; eagerCount?: number }) {
  const listRef = useRef<HTMLUListElement>(null);
  useClientNavigation(listRef);
  const prefetchPage = useIntentPrefetch(listRef);
  return (
    <>
      <ul ref={listRef} className={className}>
        {products.map((product, i) => (
          <li key={product.sku}>
            <ProductCard product={product} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
      {prefetchPage ? <PrefetchPageLinks page={prefetchPage} /> : null}
    </>
  );
}
