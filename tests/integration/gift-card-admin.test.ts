import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Gift cards in the back office (issue 22): finance issues one by hand (its code answered once), finds it by its
 * last characters, sets its balance and voids it, each with its reason in the audit log; two changes from the same
 * balance at once make one change; other roles get 403; unknown codes 404.
 */
const fixture = useFixtureCommerce();
let finance: SignedInStaffMember;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const balanceOf = async (code: string) => (await fixture.db().selectFrom("gift_cards").select(["balance", "is_active"]).where("code", "=", code).executeTakeFirstOrThrow());
const auditOf = (action: string) => fixture.db().selectFrom("audit_log").selectAll().where("action", "=", action).execute();

beforeAll(async () => {
  finance = await signedInStaff(fixture.commerce(), "finance");
});

describe("gift cards in the back office", () => {
  it("are issued by hand with a reason, found by their last characters, shown masked", async () => {
    const issued = await staffCall(finance, "POST", "/api/admin/gift-cards", { value: 25_000, reason: "Late delivery, order 100000123" });
    expect(issued).toMatchObject({ status: 200, result: { balance: 25_000 } });
    const code: string = issued.result.code;
    expect(code).toMatch(/^GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const found = await staffCall(finance, "GET", `/api/admin/gift-cards?q=${code.slice(-4).toLowerCase()}`);
    expect(found.result.items).toContainEqual(expect.objectContaining({ code, masked: `••••-${code.slice(-4)}`, balance: 25_000, state: "active", kind: "giftcard" }));
    const [entry] = (await auditOf("giftcard.issue")).filter((row) => row.subject_id === `••••-${code.slice(-4)}`);
    expect(entry?.after).toContain("Late delivery");
    expect(JSON.stringify(entry)).not.toContain(code);
  });

  it("have their balance set, then are voided, each audited; a voided card changes no more", async () => {
    const { code } = (await staffCall(finance, "POST", "/api/admin/gift-cards", { value: 10_000, reason: "Goodwill" })).result;
    expect(await staffCall(finance, "POST", `/api/admin/gift-cards/${code}`, { action: "adjust", balance: 4_000, seen: 10_000, reason: "Half was used in store" })).toMatchObject({ status: 200 });
    expect(await balanceOf(code)).toEqual({ balance: 4_000, is_active: 1 });
    expect(await staffCall(finance, "POST", `/api/admin/gift-cards/${code}`, { action: "void", reason: "Reported stolen" })).toMatchObject({ status: 200 });
    expect(await balanceOf(code)).toEqual({ balance: 4_000, is_active: 0 });
    expect(await staffCall(finance, "POST", `/api/admin/gift-cards/${code}`, { action: "adjust", balance: 9_000, seen: 4_000, reason: "Oops" })).toMatchObject({ status: 409, error: { code: "giftCard.voided" } });
    expect(await balanceOf(code)).toEqual({ balance: 4_000, is_active: 0 });
    expect((await auditOf("giftcard.adjust")).some((row) => row.before?.includes("10000") && row.after?.includes("Half was used"))).toBe(true);
    const voided = await staffCall(finance, "GET", `/api/admin/gift-cards?q=${code}&state=voided`);
    expect(voided.result.items.map((item: any) => item.code)).toEqual([code]);
  });

  it("take one of two changes made at once from the balance both saw, and refuse a change from a balance that moved", async () => {
    const { code } = (await staffCall(finance, "POST", "/api/admin/gift-cards", { value: 10_000, reason: "Goodwill" })).result;
    const answers = await Promise.all([7_000, 3_000].map((balance) => staffCall(finance, "POST", `/api/admin/gift-cards/${code}`, { action: "adjust", balance, seen: 10_000, reason: "Correction" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject({ error: { code: "giftCard.changed" } });
    const kept = (await balanceOf(code)).balance;
    expect([7_000, 3_000]).toContain(kept);
    expect(await staffCall(finance, "POST", `/api/admin/gift-cards/${code}`, { action: "adjust", balance: 1, seen: 10_000, reason: "Stale page" })).toMatchObject({ status: 409 });
    expect((await balanceOf(code)).balance).toBe(kept);
  });

  it("refuse a bad value or reason, an unknown code, and roles other than finance and owners; nothing changes", async () => {
    const before = await fixture.db().selectFrom("gift_cards").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect((await staffCall(finance, "POST", "/api/admin/gift-cards", { value: 50, reason: "Too small" })).status).toBe(400);
    expect((await staffCall(finance, "POST", "/api/admin/gift-cards", { value: 5_000, reason: " " })).status).toBe(400);
    expect((await staffCall(finance, "POST", "/api/admin/gift-cards", { value: 2_000_000, reason: "Too big" })).status).toBe(400);
    expect(await staffCall(finance, "POST", "/api/admin/gift-cards/GC-NONE-NONE-NONE", { action: "void", reason: "x" })).toMatchObject({ status: 404, error: { code: "giftCard.notFound" } });
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await staffCall(support, "POST", "/api/admin/gift-cards", { value: 5_000, reason: "Try" })).status).toBe(403);
    expect((await staffCall(support, "GET", "/api/admin/gift-cards")).status).toBe(403);
    const after = await fixture.db().selectFrom("gift_cards").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
