import { Secret, TOTP } from "otpauth";
import type { Commerce } from "../../commerce/service";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { createStaff } from "../../commerce/api/staff/accounts";
import type { StaffRole } from "../../commerce/contract/staff";
import { call } from "./call";

/**
 * Staff for back-office tests, made the way the store makes them: the command line's `createStaff`, then a real
 * sign-in through the endpoints (password, enrolment with a code computed from the secret the backend shows).
 * Answers the headers a staff call carries.
 */

export const STAFF_PASSWORD = "correct horse battery staple 42";

/** The current code of an authenticator holding `secret` (base32), at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
}

export interface SignedInStaffMember {
  id: number;
  email: string;
  secret: string;
  recoveryCodes: string[];
  headers: Record<string, string>;
}

let made = 0;

/** A new staff member of `role`, enrolled and signed in; `now` is the backend's clock. */
export async function signedInStaff(commerce: Pick<Commerce, "handler" | "context">, role: StaffRole, address = "198.51.100.7"): Promise<SignedInStaffMember> {
  made += 1;
  const email = `${role}.${made}.${process.pid}@staff.example.ae`;
  const now = commerce.context.now();
  const id = await createStaff(commerce.context.db, { email, name: `Staff ${role}`, role, locale: "en" }, STAFF_PASSWORD, COMMAND_LINE, now);
  const address_ = { "x-staff-address": address };
  const signIn = await call(commerce.handler, "POST", "/api/admin/auth/sign-in", { email, password: STAFF_PASSWORD }, address_);
  if (signIn.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(signIn)}`);
  const headers = { "x-staff-token": signIn.result.token as string, ...address_ };
  const { secret } = (await call(commerce.handler, "GET", "/api/admin/auth/enrolment", undefined, headers)).result as { secret: string };
  const enrol = await call(commerce.handler, "POST", "/api/admin/auth/enrol", { code: totpCode(secret, now) }, headers);
  if (enrol.status !== 200) throw new Error(`staff enrolment failed: ${JSON.stringify(enrol)}`);
  return { id, email, secret, recoveryCodes: enrol.result.recoveryCodes as string[], headers };
}
