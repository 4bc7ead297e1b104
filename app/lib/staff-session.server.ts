import { createCookie } from "react-router";
import { config } from "./config.server";
import { cookieSecrets } from "./session.server";

/**
 * The `__staff` cookie (decision 040): the staff session's token, signed, HttpOnly, `SameSite=Strict` (no other
 * site's link or form brings it along), Secure in production. A session cookie: it has no expiry of its own;
 * the backend ends the session after 30 idle minutes or 12 hours. It is not the shopper's `__session`: a staff
 * member shopping in the same browser is a customer there and staff here, never both in one request.
 */

export const STAFF_COOKIE = "__staff";

const staffCookie = createCookie(STAFF_COOKIE, {
  httpOnly: true,
  sameSite: "strict",
  secure: config.cookieSecure,
  path: "/",
  secrets: cookieSecrets,
});

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The staff session token the request carries, or null. */
export async function staffTokenOf(request: Request): Promise<string | null> {
  const value: unknown = await staffCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && TOKEN.test(value) ? value : null;
}

export function staffCookieWith(token: string): Promise<string> {
  return staffCookie.serialize(token);
}

export function expiredStaffCookie(): Promise<string> {
  return staffCookie.serialize("", { maxAge: 0 });
}
