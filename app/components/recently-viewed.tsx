import { holeMarker, usePageHoles } from "~/lib/page-holes";

/**
 * The recently viewed strip of the home and product pages (decision 025). It is personal, so a page the shared
 * cache keeps has a hole here, which the server fills per shopper; a full render has the loader's strip. Both
 * are the HTML `recently-viewed-strip.server.tsx` builds, written as it is.
 */

export const RECENTLY_VIEWED_ID = "recently-viewed";

/** The document's strip as the browser received it, read once, with the loader data it came with. */
let hydrated: { data: object; html: string } | undefined;

/**
 * The strip to render. On the server: the loader's (or the hole). In the browser, while the loader data is the
 * one the document was hydrated with: what the server wrote into the document, which for a filled page is not
 * the loader's (that data is the anonymous page's), so hydration keeps it. Once the loader has run again, its own.
 */
function useStripHtml(data: object, html: string): string {
  if (typeof document === "undefined") return html;
  hydrated ??= { data, html: document.getElementById(RECENTLY_VIEWED_ID)?.innerHTML ?? html };
  return hydrated.data === data ? hydrated.html : html;
}

export function RecentlyViewedSlot({ data, html }: { data: object; html: string }) {
  const holes = usePageHoles();
  const shown = useStripHtml(data, html);
  return <div id={RECENTLY_VIEWED_ID} dangerouslySetInnerHTML={{ __html: holes ? holeMarker("recentlyViewed") : shown }} />;
}

/** The strip around its items (`items` is where they go), rendered once per language on the server. */
export function RecentlyViewedStrip({ heading, items }: { heading: string; items: string }) {
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className="product-section-title">
        {heading}
      </h2>
      <ul className="recently-viewed__list">{items}</ul>
    </section>
  );
}

export function RecentlyViewedItem({ href, name, image, price }: { href: string; name: string; image: string; price: string }) {
  return (
    <li className="recently-viewed__item">
      <a href={href} className="recently-viewed__link">
        <img className="recently-viewed__image" src={image} alt="" width={150} height={150} loading="lazy" decoding="async" />
        <span className="recently-viewed__name">{name}</span>
        <span className="recently-viewed__price">{price}</span>
      </a>
    </li>
  );
}
