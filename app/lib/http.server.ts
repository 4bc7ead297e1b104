/**
 * Mutations check the `Origin` header as well as relying on SameSite cookies, because some of the
 * older browsers we serve ignore SameSite (decision 004). A foreign or opaque ("null") origin is refused.
 * A browser that sends no Origin may still say where the post comes from in `Sec-Fetch-Site`: only
 * `same-origin` and `none` (the shopper's own action) pass. `same-site` is another origin of the same site
 * (another subdomain), which the Origin rule refuses too. A browser that sends neither is let through.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}
