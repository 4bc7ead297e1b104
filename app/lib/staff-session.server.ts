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

/**
 * The staff session a request carries, read when a back-office route asks for it, and what signing in or out
 * made of it: the root's middleware writes the cookie once, with the shopper's (decision 031), only if it changed.
 */
export class StaffSession {
  private read: Promise<string | null> | undefined;
  private change: { token: string } | { ended: true } | undefined;

  constructor(private readonly request: Request) {}

  /** The token of the request's staff session (or the one just signed in), or null. */
  token(): Promise<string | null> {
    if (this.change) return Promise.resolve("token" in this.change ? this.change.token : null);
    this.read ??= staffCookie.parse(this.request.headers.get("Cookie")).then((value: unknown) => (typeof value === "string" && TOKEN.test(value) ? value : null));
    return this.read;
  }

  signIn(token: string): void {
    this.change = { token };
  }

  signOut(): void {
    this.change = { ended: true };
  }

  /** The `Set-Cookie` value of what changed, or null when nothing did. */
  async commit(): Promise<string | null> {
    if (!this.change) return null;
    return "token" in this.change ? staffCookie.serialize(this.change.token) : staffCookie.serialize("", { maxAge: 0 });
  }
}
