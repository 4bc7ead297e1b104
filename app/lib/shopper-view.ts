import type { Consent } from "./consent";

/**
 * What a page shows of the shopper outside its own content: the header's cart count, the signed-in
 * customer's first name, and whether the cookie banner shows (their consent, decision 064). The root loader answers it, and every document carries it as a small JSON block
 * (`<script type="application/json" id="shopper-view">`): in a page filled from the shared cache
 * (docs/decisions/020) the root loader's data is the anonymous page's, and the block is what the server filled in.
 */
export interface ShopperView {
  cartCount: number;
  firstName: string | null;
  /** Whose changes queued offline this page may send (app/lib/sync-owner.server.ts). */
  owner: string;
  /** The shopper's answer to the cookie banner; null until they answer. */
  consent: Consent | null;
}

/** The owner of what a browser queued while no one was signed in. */
export const GUEST_OWNER = "guest";

export const ANONYMOUS_VIEW: ShopperView = { cartCount: 0, firstName: null, owner: GUEST_OWNER, consent: null };

export const SHOPPER_VIEW_ELEMENT_ID = "shopper-view";

/** The block's content: JSON that cannot end its script element. */
export function shopperViewJson({ cartCount, firstName, owner, consent }: ShopperView): string {
  return JSON.stringify({ cartCount, firstName, owner, consent }).replace(/</g, "\\u003c");
}

/** The document's block as the browser received it, read once, with the root data it came with. */
let hydrated: { rootData: object; view: ShopperView | null } | undefined;

function documentView(): ShopperView | null {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(SHOPPER_VIEW_ELEMENT_ID)?.textContent ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { cartCount, firstName, owner, consent } = parsed as Record<string, unknown>;
    if (typeof cartCount !== "number" || (firstName !== null && typeof firstName !== "string") || typeof owner !== "string") return null;
    return { cartCount, firstName, owner, consent: consentOfBlock(consent) };
  } catch {
    return null;
  }
}

function consentOfBlock(value: unknown): Consent | null {
  if (typeof value !== "object" || value === null) return null;
  const { analytics, marketing } = value as Record<string, unknown>;
  return typeof analytics === "boolean" && typeof marketing === "boolean" ? { analytics, marketing } : null;
}

/**
 * The view to render. On the server: the root loader's. In the browser, while the root data is still the one
 * the document was hydrated with: the document's block, which is what the server wrote into the HTML (so
 * hydration finds what it renders). Once the root loader has run again (after a form post, or another tab's
 * cart change), its own answer.
 */
export function useShopperView(rootData: { shopper: ShopperView } | undefined): ShopperView {
  if (!rootData) return ANONYMOUS_VIEW;
  if (typeof document === "undefined") return rootData.shopper;
  hydrated ??= { rootData, view: documentView() };
  return hydrated.rootData === rootData && hydrated.view ? hydrated.view : rootData.shopper;
}
