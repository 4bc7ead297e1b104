import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { imageSize, productImageUrl } from "~/lib/images";
import { useLocalizedHref } from "~/lib/use-locale";
import type { ProductCardData } from "~/models/catalog-schemas";
import { Price } from "./price";
import { ProductPhoto } from "./product-photo";
import { StockBadge } from "./stock-badge";

/**
 * One product in a grid: its first photo (the illustration when it has none), brand, name, price and stock, then its controls (`children`). The whole card
 * is one plain link, which the list around it enhances (ProductCardList). `data-discover` is what a `<Link>` writes
 * for React Router's lazy route discovery: with it the browser learns the product route as the page loads, so a hover
 * prefetches that route's data (without it, a catch-all's).
 */
export function ProductCard({ product, eager = false, children }: { product: ProductCardData; eager?: boolean; children?: ReactNode }) {
  const { t } = useTranslation("catalog");
  const href = useLocalizedHref();
  const { width, height } = imageSize.thumbnail;
  const onSale = product.final_price_incl_tax < product.price_incl_tax;
  return (
    <article className="product-card">
      <a href={href(`/${product.url_path}`)} className="product-card__link" data-discover="true">
        {product.photo ? (
          <ProductPhoto photo={product.photo} size="thumbnail" className="product-card__image" eager={eager} />
        ) : (
          <img
            className="product-card__image"
            src={productImageUrl(product.image, "thumbnail")}
            alt=""
            width={width}
            height={height}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        )}
        {product.brand ? <span className="product-card__brand">{product.brand.name}</span> : null}
        <h3 className="product-card__name">{product.name}</h3>
      </a>
      {onSale ? <span className="badge badge--sale product-card__sale">{t("card.sale")}</span> : null}
      <Price finalPrice={product.final_price_incl_tax} regularPrice={product.price_incl_tax} />
      <StockBadge inStock={product.stock.is_in_stock} qty={product.stock.qty} />
      {children}
    </article>
  );
}
