/**
 * Categories and brands as the back office edits them (issue 22): the rules both edges check. Plain data only.
 */

/** A category's url_key, the `{slug}` of its page `/c/{slug}`: lower-case Latin letters and digits joined by dashes. */
export const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_KEY_MAX = 80;
/** A brand's code, the `{brand}` of `/brands/{brand}` and the products' `brand`: the same shape as a url_key. */
export const BRAND_CODE_PATTERN = URL_KEY_PATTERN;
export const BRAND_CODE_MAX = 40;
export const TAXONOMY_NAME_MAX = 80;
/** A brand's colour, behind its name where it has no logo: `#rrggbb`. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/**
 * The tree's root (level 0) and the store's root category (level 1, SPEC §9) are not shop categories: they are
 * never edited, and a shop category sits at level 2 or below.
 */
export const STORE_ROOT_CATEGORY_ID = 2;
export const FIRST_SHOP_LEVEL = 2;

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/**
 * A logo upload (PNG, JPEG or WebP) is at most this big, which keeps its form under the storefront's 64 KB body
 * limit (server/node-io.ts); the store keeps a small WebP made from it.
 */
export const BRAND_LOGO_MAX_BYTES = 60_000;
export const BRAND_LOGO_TYPES = "image/png,image/jpeg,image/webp";
