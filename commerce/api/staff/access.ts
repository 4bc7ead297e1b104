import { roleMay, STAFF_ADDRESS_HEADER, STAFF_TOKEN_HEADER, type Permission } from "../../contract/staff";
import type { Call } from "../route";
import type { Actor } from "./audit";
import { staffError } from "./errors";
import { sessionOf, type StaffSession } from "./sessions";

/**
 * Who a back-office call acts as (decision 040). The staff token comes in its own header, never as the
 * customer's bearer token: a customer's token is not a staff token, and a staff session never acts as a customer.
 */

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The session of the call's staff token, at either stage, or `staff.unauthorized`. */
export function staffSessionOf(call: Pick<Call, "ctx" | "request">): Promise<StaffSession> {
  const token = call.request.headers.get(STAFF_TOKEN_HEADER) ?? "";
  if (!TOKEN.test(token)) return Promise.reject(staffError("staff.unauthorized"));
  return sessionOf(call.ctx.db, token, call.ctx.now());
}

/** The staff member's client address, as the storefront forwarded it. */
export function addressOf(call: Pick<Call, "request">): string {
  return call.request.headers.get(STAFF_ADDRESS_HEADER)?.slice(0, 64) || "unknown";
}

export function actorOf(call: Pick<Call, "request">, session: StaffSession): Actor & { staffId: number } {
  return { staffId: session.staff.id, name: session.staff.email, address: addressOf(call) };
}

export interface SignedInStaff {
  session: StaffSession;
  actor: Actor & { staffId: number };
}

/**
 * The signed-in staff member of a call, who may do `permission`: 401 without a fully signed-in session, 403 when
 * the role may not. Every back-office endpoint starts here, so a role is enforced where the work is done.
 */
export async function requireStaff(call: Pick<Call, "ctx" | "request">, permission: Permission | null): Promise<SignedInStaff> {
  const session = await staffSessionOf(call);
  if (session.stage !== "active") throw staffError("staff.secondStepRequired");
  if (permission !== null && !roleMay(session.staff.role, permission)) throw staffError("staff.forbidden");
  return { session, actor: actorOf(call, session) };
}
