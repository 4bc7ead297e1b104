import { z } from "zod";
import { emailSchema } from "../account/schemas";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { storeCodes } from "../store";
import { acceptInvitation, changeRole, disableStaff, invitationFor, inviteStaff, listStaff } from "./accounts";
import { actorOf, addressOf, requireStaff, staffSessionOf } from "./access";
import { listAudit } from "./audit";
import { staffError } from "./errors";
import { staffNameSchema, staffPasswordSchema, staffRoleSchema } from "./schemas";
import { completeEnrolment, enrolment, verifySecondStep } from "./second-factor";
import { signInWithPassword, signOut, signOutEverywhere } from "./sessions";

/** The back office's own endpoints (docs/admin-api.md): staff sign-in, the staff list and the audit log. */


const signInBody = z.object({ email: emailSchema, password: z.string().min(1).max(256) }).strict();
const codeBody = z.object({ code: z.string().trim().min(1).max(32) }).strict();
const inviteBody = z.object({ email: emailSchema, name: staffNameSchema, role: staffRoleSchema, locale: z.enum(storeCodes) }).strict();
const acceptBody = z.object({ password: staffPasswordSchema }).strict();
const roleBody = z.object({ role: staffRoleSchema }).strict();
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");
const auditQuery = z.object({
  actor: z.string().max(254).optional(),
  action: z.string().max(64).optional(),
  subjectType: z.string().max(32).optional(),
  subjectId: z.string().max(64).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

const staffIdOf = (c: Call) => parse(idSchema, Number(c.path[0]));
const queryOf = (c: Call) => Object.fromEntries([...c.params].filter(([key, value]) => key !== "storeCode" && value !== ""));

/** The session of a call at its second step: signed in with the password, not yet with the code. */
async function secondStepSession(c: Call) {
  const session = await staffSessionOf(c);
  if (session.stage !== "password") throw staffError("staff.unauthorized");
  return session;
}

export const staffRoutes: Route[] = [
  [
    "POST",
    /^\/api\/admin\/auth\/sign-in$/,
    async (c) => signInWithPassword(c.ctx.db, { ...parse(signInBody, await readJson(c.request)), address: addressOf(c) }, c.ctx.now()),
  ],
  ["GET", /^\/api\/admin\/auth\/enrolment$/, async (c) => enrolment(c.ctx, await secondStepSession(c))],
  [
    "POST",
    /^\/api\/admin\/auth\/enrol$/,
    async (c) => {
      const session = await secondStepSession(c);
      return completeEnrolment(c.ctx, session, parse(codeBody, await readJson(c.request)).code, actorOf(c, session));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/auth\/code$/,
    async (c) => {
      const session = await secondStepSession(c);
      await verifySecondStep(c.ctx, session, parse(codeBody, await readJson(c.request)).code, actorOf(c, session));
      return { signedIn: true };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/auth\/step$/,
    async (c) => {
      const session = await staffSessionOf(c);
      return { stage: session.stage, enrolled: session.staff.totp_enrolled_at !== null };
    },
  ],
  [
    "POST",
    /^\/api\/admin\/auth\/sign-out$/,
    async (c) => {
      const session = await staffSessionOf(c);
      await signOut(c.ctx.db, session.sessionId, c.ctx.now());
      return { signedOut: true };
    },
  ],
  [
    "POST",
    /^\/api\/admin\/auth\/sign-out-everywhere$/,
    async (c) => {
      const { actor } = await requireStaff(c, null);
      await signOutEverywhere(c.ctx.db, actor, c.ctx.now());
      return { signedOut: true };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/me$/,
    async (c) => {
      const { session } = await requireStaff(c, null);
      const { id, email, name, role, locale } = session.staff;
      return { id, email, name, role, locale };
    },
  ],
  ["GET", /^\/api\/admin\/invitation\/([A-Za-z0-9_-]{1,64})$/, async (c) => invitationFor(c.ctx.db, c.path[0]!, c.ctx.now())],
  [
    "POST",
    /^\/api\/admin\/invitation\/([A-Za-z0-9_-]{1,64})\/accept$/,
    async (c) => {
      const { password } = parse(acceptBody, await readJson(c.request));
      return acceptInvitation(c.ctx, c.path[0]!, password, addressOf(c));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/staff$/,
    async (c) => {
      await requireStaff(c, "staff.manage");
      return listStaff(c.ctx.db, c.ctx.now());
    },
  ],
  [
    "POST",
    /^\/api\/admin\/staff\/invite$/,
    async (c) => {
      const { actor } = await requireStaff(c, "staff.manage");
      return inviteStaff(c.ctx, actor, parse(inviteBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/staff\/(\d{1,12})\/role$/,
    async (c) => {
      const { actor } = await requireStaff(c, "staff.manage");
      await changeRole(c.ctx, actor, staffIdOf(c), parse(roleBody, await readJson(c.request)).role);
      return { changed: true };
    },
  ],
  [
    "POST",
    /^\/api\/admin\/staff\/(\d{1,12})\/disable$/,
    async (c) => {
      const { actor } = await requireStaff(c, "staff.manage");
      await disableStaff(c.ctx, actor, staffIdOf(c));
      return { disabled: true };
    },
  ],
  [
    "GET",
    /^\/api\/admin\/audit$/,
    async (c) => {
      await requireStaff(c, "audit.read");
      return listAudit(c.ctx.db, parse(auditQuery, queryOf(c)));
    },
  ],
];
