import { useRef, useState, type MouseEvent, type UIEvent } from "react";
import { useTranslation } from "react-i18next";
import { ProductPhoto } from "~/components/product-photo";
import { imageSize, productImageUrl } from "~/lib/images";
import type { ProductDetail } from "~/models/catalog-schemas";

/**
 * The product's photos (decision 052), or its illustrations when it has none. The main image (600×744) in a scroll-snapping track, and thumbnails that are plain links to `#image-n`:
 * without JavaScript the browser scrolls the track to that image; with it, a click shows the image without
 * touching the URL or the page's scroll position, and the current thumbnail follows swipes.
 */
export function ProductGallery({ media, photos, name }: { media: ProductDetail["media_gallery"]; photos: ProductDetail["photos"]; name: string }) {
  const { t } = useTranslation("product");
  const [active, setActive] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = photos.length > 0 ? photos.length : media.length;
  const { width, height } = imageSize.gallery;

  function show(index: number, event: MouseEvent<HTMLAnchorElement>) {
    const element = track.current;
    const slide = element?.children[index];
    if (!element || !(slide instanceof HTMLElement)) return;
    event.preventDefault();
    setActive(index);
    // Scroll the track only: scrollIntoView would also move the page.
    const start = slide.offsetLeft - (element.firstElementChild as HTMLElement).offsetLeft;
    element.scrollTo({ left: start, behavior: "smooth" });
  }

  function follow(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    if (element.clientWidth === 0) return;
    const index = Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
    if (index !== active && index < count) setActive(index);
  }

  return (
    <section className="product-gallery" aria-label={t("gallery.label")}>
      {/* When the track scrolls, keyboard users need to reach it to scroll it with the arrow keys. */}
      <div
        className="product-gallery__track"
        ref={track}
        onScroll={follow}
        {...(count > 1 ? { tabIndex: 0, role: "group", "aria-label": t("gallery.track") } : {})}
      >
        {photos.map((photo, i) => (
          <figure key={photo.id} id={`image-${i + 1}`} className="product-gallery__slide">
            <ProductPhoto photo={photo} size="gallery" priority={i === 0} />
          </figure>
        ))}
        {photos.length > 0 ? null : media.map((item, i) => (
          <figure key={item.image + i} id={`image-${i + 1}`} className="product-gallery__slide">
            <img
              src={productImageUrl(item.image, "gallery")}
              alt={count > 1 ? t("gallery.imageAlt", { name, number: i + 1, count }) : name}
              width={width}
              height={height}
              loading={i === 0 ? "eager" : "lazy"}
              decoding={i === 0 ? "sync" : "async"}
            />
            {item.type === "video" ? (
              <figcaption className="badge product-gallery__video">{t("gallery.video")}</figcaption>
            ) : null}
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t("gallery.thumbnails")}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={`#image-${i + 1}`} className="product-gallery__thumb" aria-current={i === active ? "true" : undefined} onClick={(event) => show(i, event)}>
                <ProductPhoto photo={photo} size="thumbnail" alt="" />
                <span className="visually-hidden">{t("gallery.showImage", { number: i + 1, count })}</span>
              </a>
            </li>
          ))}
          {photos.length > 0 ? null : media.map((item, i) => (
            <li key={item.image + i}>
              <a
                href={`#image-${i + 1}`}
                className="product-gallery__thumb"
                aria-current={i === active ? "true" : undefined}
                onClick={(event) => show(i, event)}
              >
                <img
                  src={productImageUrl(item.image, "thumbnail")}
                  alt=""
                  width={imageSize.thumbnail.width}
                  height={imageSize.thumbnail.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden">{t("gallery.showImage", { number: i + 1, count })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
