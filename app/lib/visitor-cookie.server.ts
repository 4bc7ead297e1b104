import { randomBytes } from "node:crypto";
import { config } from "./config.server";
import { VISITOR_COOKIE } from "./shopper.server";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const attributes = `Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${config.cookieSecure ? "; Secure" : ""}`;

/**
 * The `Set-Cookie` that gives a browser its visitor id (decision 007), or null when the request already
 * carries one. `http-server.js` adds it to the response as it is sent, so cached pages are stored without it.
 * 128 random bits: it is the key to the browser's guest cart until the session holds the cart's token.
 */
export function visitorCookieFor(cookieHeader: string | undefined): string | null {
  if (cookieHeader?.includes(`${VISITOR_COOKIE}=`)) return null;
  return `${VISITOR_COOKIE}=${randomBytes(16).toString("base64url")}; ${attributes}`;
}
