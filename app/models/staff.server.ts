import { z } from "zod";
import { STAFF_ROLES } from "../../commerce/contract/staff";
import { GRADES, type Grade, type TradeInStatus } from "../../commerce/contract/tradein";
import type { StaffRole } from "../../commerce/contract/staff";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's commerce calls (docs/admin-api.md): staff sign-in, the staff list, the audit log, trade-ins. */

const role = z.enum(STAFF_ROLES);

export async function signInStaff(locale: Locale, staff: StaffAuth, input: { email: string; password: string }) {
  return commerceCall(z.object({ token: z.string(), next: z.enum(["code", "enrol"]) }), {
    method: "POST",
    path: "/api/admin/auth/sign-in",
    locale,
    staff,
    body: input,
  });
}

export function signInStep(locale: Locale, staff: StaffAuth) {
  return commerceCall(z.object({ stage: z.enum(["password", "active"]), enrolled: z.boolean() }), { path: "/api/admin/auth/step", locale, staff });
}

export function authenticatorEnrolment(locale: Locale, staff: StaffAuth) {
  return commerceCall(z.object({ secret: z.string(), uri: z.string() }), { path: "/api/admin/auth/enrolment", locale, staff });
}

export function confirmEnrolment(locale: Locale, staff: StaffAuth, code: string) {
  return commerceCall(z.object({ recoveryCodes: z.array(z.string()) }), { method: "POST", path: "/api/admin/auth/enrol", locale, staff, body: { code } });
}

export async function confirmSecondStep(locale: Locale, staff: StaffAuth, code: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: "/api/admin/auth/code", locale, staff, body: { code } });
}

export async function signOutStaff(locale: Locale, staff: StaffAuth, everywhere: boolean): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/auth/${everywhere ? "sign-out-everywhere" : "sign-out"}`, locale, staff });
}

const memberSchema = z.object({ id: z.number(), email: z.string(), name: z.string(), role, locale: z.enum(["en", "ar"]) });
export type StaffMember = z.infer<typeof memberSchema>;

export function currentStaff(locale: Locale, staff: StaffAuth): Promise<StaffMember> {
  return commerceCall(memberSchema, { path: "/api/admin/me", locale, staff });
}

const invitationSchema = z.object({ email: z.string(), name: z.string(), role });

export function findInvitation(locale: Locale, token: string) {
  return commerceCall(invitationSchema, { path: `/api/admin/invitation/${encodeURIComponent(token)}`, locale });
}

export async function acceptInvitation(locale: Locale, staff: StaffAuth, token: string, password: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/invitation/${encodeURIComponent(token)}/accept`, locale, staff, body: { password } });
}

const staffListing = z.object({
  members: z.array(
    z.object({ id: z.number(), email: z.string(), name: z.string(), role, enrolled: z.boolean(), disabled: z.boolean(), createdAt: z.string() }),
  ),
  invitations: z.array(z.object({ id: z.number(), email: z.string(), name: z.string(), role, expiresAt: z.string() })),
});
export type StaffListing = z.infer<typeof staffListing>;

export function listStaff(locale: Locale, staff: StaffAuth): Promise<StaffListing> {
  return commerceCall(staffListing, { path: "/api/admin/staff", locale, staff });
}

export async function inviteStaff(locale: Locale, staff: StaffAuth, invitation: { email: string; name: string; role: StaffRole; locale: Locale }): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: "/api/admin/staff/invite", locale, staff, body: invitation });
}

export async function changeStaffRole(locale: Locale, staff: StaffAuth, staffId: number, newRole: StaffRole): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/staff/${staffId}/role`, locale, staff, body: { role: newRole } });
}

export async function disableStaff(locale: Locale, staff: StaffAuth, staffId: number): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/staff/${staffId}/disable`, locale, staff });
}

const auditPage = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actor: z.string(),
      address: z.string(),
      action: z.string(),
      subjectType: z.string(),
      subjectId: z.string(),
      before: z.record(z.unknown()).nullable(),
      after: z.record(z.unknown()).nullable(),
    }),
  ),
});
export type AuditPage = z.infer<typeof auditPage>;

export interface AuditFilter {
  actor?: string;
  action?: string;
  subjectId?: string;
  from?: string;
  to?: string;
  page: number;
}

export function readAuditLog(locale: Locale, staff: StaffAuth, filter: AuditFilter, pageSize: number): Promise<AuditPage> {
  return commerceCall(auditPage, { path: "/api/admin/audit", locale, staff, query: { ...filter, pageSize } });
}

const tradeInPage = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      reference: z.string(),
      device: z.string(),
      email: z.string(),
      grade: z.enum(GRADES),
      price: z.number(),
      created_at: z.string(),
      decided_grade: z.enum(GRADES).nullable(),
      decided_price: z.number().nullable(),
      decided_at: z.string().nullable(),
      rejection_reason: z.string().nullable(),
    }),
  ),
});
export type TradeInPage = z.infer<typeof tradeInPage>;

export function listTradeIns(locale: Locale, staff: StaffAuth, status: TradeInStatus, page: number, pageSize: number): Promise<TradeInPage> {
  return commerceCall(tradeInPage, { path: "/api/admin/trade-ins", locale, staff, query: { status, page, pageSize } });
}

export type TradeInDecision = { outcome: "accepted"; grade: Grade; price: number } | { outcome: "rejected"; reason: string };

export async function decideTradeIn(locale: Locale, staff: StaffAuth, reference: string, decision: TradeInDecision): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/trade-ins/${encodeURIComponent(reference)}/decide`, locale, staff, body: decision });
}
