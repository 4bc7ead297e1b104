/**
 * The one check of a user-supplied redirect target (`redirectTo`), for every action: kept only when it is
 * a same-site path. It starts with one `/`, has no backslash (browsers read `/\host` as `//host`), no
 * control characters or spaces (browsers drop tabs and newlines, so `/\t/host` would become `//host`), and
 * still starts with one `/` once dot segments are resolved (`/.//host` is `//host`). The result is
 * percent-encoded ASCII, so it is always a valid `Location` header. Anything else gives `fallback`.
 */
export function safeRedirectPath(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (/[\\\s\u0000-\u001F\u007F]/.test(to)) return fallback;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
