import { PHOTO_URL_PREFIX, photoFileName, type PhotoFormat } from "../../commerce/contract/product-photo";
import { imageSize, type ImageSize } from "~/lib/images";
import type { PhotoData } from "~/models/catalog-schemas";

/**
 * A product photo (decision 052) in the box of one of SPEC §9's sizes: AVIF for the browsers that take it, WebP for
 * the others, each in every width made so the browser picks by `sizes` and the screen's density. The box's width and
 * height are the img's attributes, so nothing moves as the photo loads; the photo is fitted inside it (CSS).
 */

/** How wide the box is drawn, for the browser to choose a width before layout. */
const SIZES: Record<ImageSize, string> = {
  gallery: "(max-width: 48rem) 100vw, 600px",
  thumbnail: "(max-width: 48rem) 50vw, 310px",
  cart: "150px",
};

const srcSet = (photo: PhotoData, format: PhotoFormat) => photo.widths.map((width) => `${PHOTO_URL_PREFIX}${photoFileName(photo.hash, width, format)} ${width}w`).join(", ");

/** The smallest width at least as wide as the box, else the widest: the img's own src, for browsers without srcset. */
function fallbackWidth(photo: PhotoData, box: number): number {
  return photo.widths.find((width) => width >= box) ?? photo.widths[photo.widths.length - 1]!;
}

export function ProductPhoto({
  photo,
  size,
  alt = photo.alt,
  className,
  priority = false,
  eager = priority,
}: {
  photo: PhotoData;
  size: ImageSize;
  alt?: string;
  className?: string;
  /** The page's main image: loaded first (fetchpriority high), decoded with the page. */
  priority?: boolean;
  /** Above the fold: loaded at once rather than as it nears the screen. */
  eager?: boolean;
}) {
  const { width, height } = imageSize[size];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, "avif")} sizes={SIZES[size]} />
      <source type="image/webp" srcSet={srcSet(photo, "webp")} sizes={SIZES[size]} />
      <img
        className={className}
        src={`${PHOTO_URL_PREFIX}${photoFileName(photo.hash, fallbackWidth(photo, width), "webp")}`}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
