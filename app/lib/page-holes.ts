import { createContext, useContext } from "react";

/**
 * The personal places of a page (docs/decisions/020): a page the shared cache keeps is rendered with a marker in
 * each of them, and the server fills the markers per request (page-holes.server.ts), with the anonymous values
 * for everyone without a session, with a shopper's own for a shopper with one.
 */
export const HOLE_NAMES = ["cartCount", "cartCountLabel", "accountLabel", "shopperView", "recentlyViewed", "consentBanner"] as const;
export type HoleName = (typeof HOLE_NAMES)[number];

/** Private-use characters around the name: React writes them as they are, in text and in attributes alike. */
export const HOLE_START = "\uE000";
export const HOLE_END = "\uE001";

export function holeMarker(name: HoleName): string {
  return HOLE_START + name + HOLE_END;
}

/** True only while the server renders a page for the shared cache; the browser never renders markers. */
export const PageHolesContext = createContext(false);

export function usePageHoles(): boolean {
  return useContext(PageHolesContext);
}
