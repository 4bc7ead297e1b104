import { useLocalizedHref } from "~/lib/use-locale";
import { stripLocale } from "~/lib/i18n";

/** The fetcher the product page's add-to-cart form uses; the microcart watches the same one. */
export const ADD_TO_CART_FETCHER = "add-to-cart";

/** One fetcher per cart line, shared by its quantity form and its remove control (Hydrogen's habit). */
export function lineFetcherKey(itemId: number): string {
  return `cart-line-${itemId}`;
}

/** `/cart` in the page's locale: the action every cart control posts to. */
export function useCartAction(): string {
  return useLocalizedHref()("/cart");
}

/** `/cart/edit/{itemId}`: a line's edit page, whose action saves the edit. */
export function lineEditPath(itemId: number): string {
  return `/cart/edit/${itemId}`;
}

/** Whether a form action (as React Router reports it, possibly with a query) changes the cart (the cart action or a line's edit), in either locale. */
export function isCartAction(formAction: string | undefined): boolean {
  if (!formAction) return false;
  const path = stripLocale((formAction.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/");
  return path === "/cart" || /^\/cart\/edit\/\d+$/.test(path);
}

/** A cart line's product page: `url_path` may come with or without the leading slash. */
export function productHref(urlPath: string | null): string | null {
  if (!urlPath) return null;
  return urlPath.startsWith("/") ? urlPath : `/${urlPath}`;
}
