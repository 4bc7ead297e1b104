import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../commerce/api/account/tokens";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { createStaff, resetSecondFactor } from "../../commerce/api/staff/accounts";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, STAFF_PASSWORD, totpCode } from "../support/staff";

/**
 * Staff accounts and the audit log (decision 040): a password and an authenticator code, sessions that end,
 * invitations that work once, roles enforced by the backend, and an audit log nothing can change.
 */

const fixture = useFixtureCommerce();
const commerce = () => fixture.commerce();
const send = (method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(commerce().handler, method, path, body, headers);

async function newStaff(email: string, role: "owner" | "operations" = "operations") {
  await createStaff(commerce().context.db, { email, name: "Layla Haddad", role, locale: "en" }, STAFF_PASSWORD, COMMAND_LINE, commerce().context.now());
}

describe("signing in", () => {
  it("gives one answer for an unknown e-mail, a wrong password and a disabled account", async () => {
    await newStaff("layla@staff.example.ae");
    const unknown = await send("POST", "/api/admin/auth/sign-in", { email: "nobody@staff.example.ae", password: STAFF_PASSWORD });
    const wrong = await send("POST", "/api/admin/auth/sign-in", { email: "layla@staff.example.ae", password: "not the password at all" });
    expect(unknown).toMatchObject({ status: 401, error: { code: "staff.signInFailed" } });
    expect(wrong).toEqual(unknown);
  });

  it("needs the code after the password: the half signed-in session can do nothing else", async () => {
    await newStaff("omar@staff.example.ae");
    const signIn = await send("POST", "/api/admin/auth/sign-in", { email: "omar@staff.example.ae", password: STAFF_PASSWORD });
    expect(signIn.result.next).toBe("enrol");
    const headers = { "x-staff-token": signIn.result.token };
    expect(await send("GET", "/api/admin/me", undefined, headers)).toMatchObject({ status: 401, error: { code: "staff.secondStepRequired" } });
    const { secret, uri } = (await send("GET", "/api/admin/auth/enrolment", undefined, headers)).result;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Nour%20Electronics:omar%40staff\.example\.ae\?/);
    // The same secret on a reload of the enrolment page.
    expect((await send("GET", "/api/admin/auth/enrolment", undefined, headers)).result.secret).toBe(secret);
    expect(await send("POST", "/api/admin/auth/enrol", { code: "000000" }, headers)).toMatchObject({ status: 400, error: { code: "staff.codeInvalid", field: "code" } });
    const enrolled = await send("POST", "/api/admin/auth/enrol", { code: totpCode(secret, commerce().context.now()) }, headers);
    expect(enrolled.result.recoveryCodes).toHaveLength(10);
    expect((await send("GET", "/api/admin/me", undefined, headers)).result).toMatchObject({ email: "omar@staff.example.ae", role: "operations" });
  });

  it("takes a code once, and each recovery code once", async () => {
    const member = await signedInStaff(commerce(), "support");
    const again = await send("POST", "/api/admin/auth/sign-in", { email: member.email, password: STAFF_PASSWORD });
    expect(again.result.next).toBe("code");
    const headers = { "x-staff-token": again.result.token };
    // The code that enrolled is spent: the same 30 seconds cannot sign in a second time.
    expect(await send("POST", "/api/admin/auth/code", { code: totpCode(member.secret, commerce().context.now()) }, headers)).toMatchObject({
      status: 400,
      error: { code: "staff.codeInvalid" },
    });
    const recovery = member.recoveryCodes[0]!;
    expect(await send("POST", "/api/admin/auth/code", { code: recovery.toUpperCase() }, headers)).toMatchObject({ status: 200 });
    const third = await send("POST", "/api/admin/auth/sign-in", { email: member.email, password: STAFF_PASSWORD });
    expect(await send("POST", "/api/admin/auth/code", { code: recovery }, { "x-staff-token": third.result.token })).toMatchObject({ status: 400 });
  });
});

describe("roles", () => {
  it("are checked by the backend: 403 and nothing changes", async () => {
    const support = await signedInStaff(commerce(), "support");
    const before = await fixture.db().selectFrom("staff_invitations").selectAll().execute();
    const invite = await send("POST", "/api/admin/staff/invite", { email: "new@staff.example.ae", name: "Sara Ali", role: "owner", locale: "en" }, support.headers);
    expect(invite).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    expect(await fixture.db().selectFrom("staff_invitations").selectAll().execute()).toEqual(before);
    expect(await send("GET", "/api/admin/audit", undefined, support.headers)).toMatchObject({ status: 403 });
  });

  it("a customer's bearer token is not a staff session", async () => {
    const member = await signedInStaff(commerce(), "owner");
    expect(await send("GET", "/api/admin/me", undefined, { Authorization: `Bearer ${member.headers["x-staff-token"]}` })).toMatchObject({ status: 401 });
    expect(await send("GET", "/api/user/me", undefined, { Authorization: `Bearer ${member.headers["x-staff-token"]}` })).toMatchObject({ status: 401 });
  });
});

describe("the audit log", () => {
  it("cannot be changed or emptied, whatever runs the statement", async () => {
    await signedInStaff(commerce(), "owner");
    const db = fixture.db();
    const [entry] = await db.selectFrom("audit_log").selectAll().orderBy("id").limit(1).execute();
    expect(entry).toBeDefined();
    await expect(db.updateTable("audit_log").set({ action: "nothing.happened" }).where("id", "=", entry!.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("audit_log").where("id", "=", entry!.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom("audit_log").selectAll().where("id", "=", entry!.id).executeTakeFirst()).toEqual(entry);
  });
});

describe("sessions", () => {
  const age = async (token: string, field: "last_seen_at" | "created_at", minutes: number) => {
    const at = new Date(commerce().context.now().getTime() - minutes * 60_000).toISOString();
    await fixture.db().updateTable("staff_sessions").set({ [field]: at }).where("token_hash", "=", hashToken(token)).execute();
  };

  it("end after 30 minutes without a request, and after 12 hours however busy", async () => {
    const idle = await signedInStaff(commerce(), "operations");
    await age(idle.headers["x-staff-token"]!, "last_seen_at", 29);
    expect((await send("GET", "/api/admin/me", undefined, idle.headers)).status).toBe(200);
    await age(idle.headers["x-staff-token"]!, "last_seen_at", 31);
    expect(await send("GET", "/api/admin/me", undefined, idle.headers)).toMatchObject({ status: 401, error: { code: "staff.unauthorized" } });

    const busy = await signedInStaff(commerce(), "operations");
    await age(busy.headers["x-staff-token"]!, "created_at", 12 * 60 + 1);
    expect((await send("GET", "/api/admin/me", undefined, busy.headers)).status).toBe(401);
  });

  it("sign out everywhere ends every session of that staff member, and only theirs", async () => {
    const member = await signedInStaff(commerce(), "finance");
    const other = await signedInStaff(commerce(), "finance");
    const second = await send("POST", "/api/admin/auth/sign-in", { email: member.email, password: STAFF_PASSWORD });
    expect((await send("POST", "/api/admin/auth/sign-out-everywhere", undefined, member.headers)).status).toBe(200);
    expect((await send("GET", "/api/admin/me", undefined, member.headers)).status).toBe(401);
    expect((await send("GET", "/api/admin/auth/step", undefined, { "x-staff-token": second.result.token })).status).toBe(401);
    expect((await send("GET", "/api/admin/me", undefined, other.headers)).status).toBe(200);
  });
});

describe("a lost phone and lost recovery codes", () => {
  it("are reset from the command line only: sessions end, the next sign-in enrols again, the log says so", async () => {
    const member = await signedInStaff(commerce(), "operations");
    await resetSecondFactor(fixture.db(), member.email, COMMAND_LINE, commerce().context.now());
    expect((await send("GET", "/api/admin/me", undefined, member.headers)).status).toBe(401);
    const again = await send("POST", "/api/admin/auth/sign-in", { email: member.email, password: STAFF_PASSWORD });
    expect(again.result.next).toBe("enrol");
    expect((await send("POST", "/api/admin/auth/code", { code: member.recoveryCodes[1] }, { "x-staff-token": again.result.token })).status).toBe(400);
    const entry = await fixture.db().selectFrom("audit_log").selectAll().where("action", "=", "staff.resetSecondFactor").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor: "command line", subject_id: String(member.id), after: '{"enrolled":false}' });
  });
});

describe("invitations", () => {
  const invite = (owner: { headers: Record<string, string> }, email: string) =>
    send("POST", "/api/admin/staff/invite", { email, name: "Sara Ali", role: "support", locale: "ar" }, owner.headers);
  const linkTo = async (email: string) => {
    const mail = await fixture.db().selectFrom("outbox").select("text_body").where("recipient", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();
    return /\/ar\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  };

  it("are e-mailed in the invited person's language, work once, however many presses at once", async () => {
    const owner = await signedInStaff(commerce(), "owner");
    expect((await invite(owner, "sara@staff.example.ae")).status).toBe(200);
    const token = await linkTo("sara@staff.example.ae");
    expect((await send("GET", `/api/admin/invitation/${token}`)).result).toMatchObject({ email: "sara@staff.example.ae", role: "support" });
    expect(await send("POST", `/api/admin/invitation/${token}/accept`, { password: "short" })).toMatchObject({ status: 400, error: { field: "password" } });
    const presses = await Promise.all([1, 2, 3].map(() => send("POST", `/api/admin/invitation/${token}/accept`, { password: STAFF_PASSWORD })));
    expect(presses.map((press) => press.status).sort()).toEqual([200, 404, 404]);
    expect(await fixture.db().selectFrom("staff").select("role").where("email", "=", "sara@staff.example.ae").execute()).toEqual([{ role: "support" }]);
    expect((await send("POST", "/api/admin/auth/sign-in", { email: "sara@staff.example.ae", password: STAFF_PASSWORD })).result.next).toBe("enrol");
    expect(await invite(owner, "sara@staff.example.ae")).toMatchObject({ status: 409, error: { code: "staff.exists", field: "email" } });
  });

  it("expire after 72 hours", async () => {
    const owner = await signedInStaff(commerce(), "owner");
    await invite(owner, "late@staff.example.ae");
    const token = await linkTo("late@staff.example.ae");
    const expired = new Date(commerce().context.now().getTime() - 1).toISOString();
    await fixture.db().updateTable("staff_invitations").set({ expires_at: expired }).where("email", "=", "late@staff.example.ae").execute();
    expect((await send("GET", `/api/admin/invitation/${token}`)).status).toBe(404);
    expect((await send("POST", `/api/admin/invitation/${token}/accept`, { password: STAFF_PASSWORD })).status).toBe(404);
  });
});

describe("owners", () => {
  it("cannot leave the store without an owner; a disabled member is signed out and cannot sign in", async () => {
    const db = fixture.db();
    const owners = await db.selectFrom("staff").select("id").where("role", "=", "owner").where("disabled_at", "is", null).execute();
    const owner = await signedInStaff(commerce(), "owner");
    // Every other owner disabled: this one is the last.
    for (const { id } of owners) expect((await send("POST", `/api/admin/staff/${id}/disable`, undefined, owner.headers)).status).toBe(200);
    expect(await send("POST", `/api/admin/staff/${owner.id}/role`, { role: "support" }, owner.headers)).toMatchObject({ status: 409, error: { code: "staff.lastOwner" } });
    expect(await send("POST", `/api/admin/staff/${owner.id}/disable`, undefined, owner.headers)).toMatchObject({ status: 409 });
    const member = await signedInStaff(commerce(), "operations");
    expect((await send("POST", `/api/admin/staff/${member.id}/disable`, undefined, owner.headers)).status).toBe(200);
    expect((await send("GET", "/api/admin/me", undefined, member.headers)).status).toBe(401);
    expect((await send("POST", "/api/admin/auth/sign-in", { email: member.email, password: STAFF_PASSWORD })).error?.code).toBe("staff.signInFailed");
    expect(await send("POST", "/api/admin/staff/999999/disable", undefined, owner.headers)).toMatchObject({ status: 404 });
    const entries = await db.selectFrom("audit_log").select(["action", "before", "after"]).where("subject_id", "=", String(member.id)).where("action", "=", "staff.disable").execute();
    expect(entries).toEqual([{ action: "staff.disable", before: '{"disabled":false}', after: '{"disabled":true}' }]);
  });
});
