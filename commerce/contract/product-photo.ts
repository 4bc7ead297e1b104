/**
 * Product photos (issue 22, decision 052): what both edges check of an upload, the sizes made of it, and where
 * the storefront finds each size. A photo is stored once per width and format, named by the hash of the upload
 * (`<hash>-<width>.<format>`), so a name never changes what it shows and is served as immutable.
 */

/** The largest upload taken, read no further than this. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may have (width × height): 50 megapixels, well above any camera's photo of a product. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The widths made of every photo (none wider than the upload): cart, card, gallery and the gallery at 2x (SPEC §9). */
export const PHOTO_WIDTHS = [150, 310, 600, 1200] as const;
/** Both already compressed: served as they are, without a gzip or brotli copy. */
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** The types taken, recognised by their first bytes, whatever the file's name or declared type says. */
export const PHOTO_TYPES = ["jpeg", "png", "webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_ALT_MAX = 200;
/** Where the storefront serves the files: `/media/photos/<name>`. */
export const PHOTO_URL_PREFIX = "/media/photos/";
/** A file's name: the upload's SHA-256, the width and the format. */
export const PHOTO_FILE_NAME = /^([0-9a-f]{64})-(\d{1,4})\.(avif|webp)$/;

export function photoFileName(hash: string, width: number, format: PhotoFormat): string {
  return `${hash}-${width}.${format}`;
}

/** A product photo as pages show it: the widths it was made in, its original proportions and its alt text in the page's language. */
export interface PhotoView {
  id: number;
  hash: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}

/** The back office's refusals of photo calls; the storefront shows each as `admin:errors.{code}` by its field. */
export const PHOTO_ERRORS = {
  /** The bytes are not a JPEG, PNG or WebP image, whatever the name says. */
  "photo.notImage": { status: 400, field: "photo" },
  "photo.tooLarge": { status: 400, field: "photo" },
  "photo.tooManyPixels": { status: 400, field: "photo" },
  /** An unknown product, or a photo not of that product. */
  "photo.notFound": { status: 404 },
} as const satisfies Record<string, { status: number; field?: string }>;

export type PhotoErrorCode = keyof typeof PHOTO_ERRORS;

export function isPhotoErrorCode(code: unknown): code is PhotoErrorCode {
  return typeof code === "string" && Object.hasOwn(PHOTO_ERRORS, code);
}
