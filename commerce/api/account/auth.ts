import type { Call } from "../route";
import { accountError } from "./errors";
import { authenticate, type SignedIn } from "./sessions";

/** The signed-in customer of a call (`Authorization: Bearer <access token>`), or `auth.unauthorized`. */
export function requireCustomer(call: Pick<Call, "ctx" | "request">): Promise<SignedIn> {
  const header = call.request.headers.get("Authorization") ?? "";
  const token = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header)?.[1];
  if (!token) return Promise.reject(accountError("auth.unauthorized"));
  return authenticate(call.ctx.db, token, call.ctx.now());
}
