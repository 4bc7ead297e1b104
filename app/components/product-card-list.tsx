import { PrefetchPageLinks } from "react-router";
import { useRef, type ReactNode } from "react";
import { useClientNavigation, useIntentPrefetch } from "~/lib/use-client-navigation";
import type { ProductCardData } from "~/models/catalog-schemas";
import { CardCompareForm, useCardCompareForms } from "./compare/card-compare-form";
import { CardWishlistForm, useCardWishlistForms } from "./wishlist/card-wishlist-form";
import { ProductCard } from "./product-card";

/**
 * A list of product cards (a listing grid, a home shelf, related products). The cards link with plain
 * anchors; with JavaScript the list navigates client-side and prefetches the product a shopper points at.
 * `eagerCount` cards load their image at once: the first row, above the fold. Each card has a compact
 * "Add to wishlist" and "Compare" unless `controls` gives it others.
 */
export function ProductCardList<P extends ProductCardData>({
  products,
  className,
  eagerCount = 0,
  controls,
}: {
  products: readonly P[];
  className: string;
  eagerCount?: number;
  controls?: (product: P) => ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useClientNavigation(listRef);
  const prefetchPage = useIntentPrefetch(listRef);
  const wishlist = useCardWishlistForms(listRef);
  const compare = useCardCompareForms(listRef);
  return (
    <>
      <ul ref={listRef} className={className}>
        {products.map((product, i) => (
          <li key={product.sku}>
            <ProductCard product={product} eager={i < eagerCount}>
              {controls ? (
                controls(product)
              ) : (
                <>
                  <CardWishlistForm sku={product.sku} action={wishlist.action} back={wishlist.back} label={wishlist.label(product.name)} />
                  <CardCompareForm
                    sku={product.sku}
                    name={product.name}
                    action={compare.action}
                    back={compare.back}
                    label={compare.label}
                  />
                </>
              )}
            </ProductCard>
          </li>
        ))}
      </ul>
      {prefetchPage ? <PrefetchPageLinks page={prefetchPage} /> : null}
    </>
  );
}
