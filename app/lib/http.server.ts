/**
 * Mutations check the `Origin` header as well as relying on SameSite cookies, because some of the
 * older browsers we serve ignore SameSite. Browsers that send no Origin on a same-origin form post
 * are let through; a foreign or opaque ("null") origin is not.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  return origin === new URL(request.url).origin;
}
