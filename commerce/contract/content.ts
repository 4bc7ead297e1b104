/**
 * What staff may write into CMS pages, blocks and the home banners (issue 22): the rules both edges check, one per
 * field. Plain data and pure functions only: the back office's forms use them as they are.
 */

export const CONTENT_TITLE_MAX = 200;
export const META_DESCRIPTION_MAX = 320;
/** The Markdown of one language, in UTF-8 bytes. */
export const MARKDOWN_MAX_BYTES = 100_000;

export const BANNER_SLOTS = ["main", "small", "product"] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];
export const BANNER_TEXT_MAX = 160;
export const BANNER_LINK_MAX = 500;
export const BANNER_POSITION_MAX = 999;
/** A banner's colour is a six-digit hex colour, so the storefront can put it in a style as it is. */
export const BANNER_COLOR = /^#[0-9a-f]{6}$/i;

export function markdownFits(markdown: string): boolean {
  return new TextEncoder().encode(markdown).length <= MARKDOWN_MAX_BYTES;
}

/**
 * Where a banner may lead: a path of this site (`/c/televisions`, never `//host`), or an `https` address. Nothing
 * with spaces, backslashes or control characters, which browsers read in surprising ways.
 */
export function isBannerLink(link: string): boolean {
  if (link.length > BANNER_LINK_MAX || /[\s\\\u0000-\u001f\u007f]/.test(link)) return false;
  if (link.startsWith("/")) return !link.startsWith("//");
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}
