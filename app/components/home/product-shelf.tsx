import { ProductCardList } from "~/components/product-card-list";
import type { ProductCardData } from "~/models/catalog-schemas";

/** A titled row of product cards (new collection, bestsellers). */
export function ProductShelf({ id, heading, intro, products }: { id: string; heading: string; intro: string; products: readonly ProductCardData[] }) {
  if (!products.length) return null;
  return (
    <section className="home-section" aria-labelledby={`${id}-heading`} id={id}>
      <div className="home-section__head">
        <h2 id={`${id}-heading`} className="home-section__heading">
          {heading}
        </h2>
        <p className="home-section__intro">{intro}</p>
      </div>
      <ProductCardList className="home-shelf" products={products} />
    </section>
  );
}
