/**
 * The origin the shopper reached the storefront at (`http://shop.example:3000`), sent by the storefront with every
 * commerce call. A backend without PUBLIC_ORIGIN makes that call's links (e-mails, texts, the test BNPL page) on
 * it; one with PUBLIC_ORIGIN ignores it.
 */
export const STOREFRONT_ORIGIN_HEADER = "x-storefront-origin";

/** The header's value when it is an http(s) origin and nothing more, else null. */
export function storefrontOriginOf(value: string | null): string | null {
  if (value === null || !URL.canParse(value)) return null;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.origin === value ? value : null;
}
