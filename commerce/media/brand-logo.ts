import { createHash } from "node:crypto";
import sharp from "sharp";

/**
 * Brand logos (issue 22). Staff upload a PNG, JPEG or WebP; what the file's content is decides, never its name or
 * type, and an SVG (which can carry script) is never accepted. The store keeps a small WebP made from it.
 * One function makes it, so the product photos' module can take it over.
 */

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
/** Logos are shown at most this big (CSS pixels, twice for sharp screens). */
const LOGO_BOX = { width: 320, height: 160 };
/** An upload wider or taller than this in pixels is refused before it is decoded. */
const MAX_INPUT_PIXELS = 25_000_000;

export async function logoAsWebp(upload: Uint8Array): Promise<{ webp: Buffer; version: string } | null> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return null;
    const webp = await image.resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
    return { webp, version: createHash("sha256").update(webp).digest("hex").slice(0, 12) };
  } catch {
    return null; // not an image sharp can read: as refused as an SVG
  }
}

/** The storefront's address of a brand's logo, new with every logo; null without one. */
export function brandLogoPath(brand: { code: string; logo_version: string | null }): string | null {
  return brand.logo_version ? `/brand-logo/${brand.code}.webp?v=${brand.logo_version}` : null;
}
