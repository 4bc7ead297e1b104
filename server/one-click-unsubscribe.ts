import { UNSUBSCRIBE_PATH } from "../commerce/contract/newsletter";
import { localeFromPathname, localizePath } from "~/lib/i18n";
import { unsubscribeByLink } from "~/models/newsletter.server";

/**
 * Posts to a mailing's unsubscribe address (decision 061). A mail program's one-click unsubscribe (RFC 8058: the
 * body `List-Unsubscribe=One-Click`) comes from its own origin, so like the card gateway's return it is taken
 * without the same-origin rule; the token in the address is what authorises it, and no session is read. The
 * unsubscribe page's button posts here too, and goes back to the page with the result.
 */

const UNSUBSCRIBE_PATHS = new Set([UNSUBSCRIBE_PATH, localizePath(UNSUBSCRIBE_PATH, "ar")]);

export function isUnsubscribePost(method: string | undefined, pathname: string): boolean {
  return method === "POST" && UNSUBSCRIBE_PATHS.has(pathname);
}

/** The answer to a post to the unsubscribe address; null for any other request. */
export async function unsubscribeAnswer(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (!isUnsubscribePost(request.method, url.pathname)) return null;
  const form = await request.formData().catch(() => new FormData());
  const locale = localeFromPathname(url.pathname);
  const unsubscribed = await unsubscribeByLink(locale, url.searchParams.get("token") ?? "");
  const headers = { "Cache-Control": "no-store" };
  if (form.get("List-Unsubscribe") === "One-Click") {
    return unsubscribed ? new Response(null, { status: 200, headers }) : new Response("Not Found", { status: 404, headers });
  }
  const location = `${localizePath(UNSUBSCRIBE_PATH, locale)}?result=${unsubscribed ? "done" : "invalid"}`;
  return new Response(null, { status: 303, headers: { ...headers, Location: location } });
}
