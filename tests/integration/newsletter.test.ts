import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../commerce/api/account/tokens";
import { call } from "../support/call";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/** The newsletter by double opt-in, its one-click unsubscribe and the back office's list (decision 061). */

const fixture = useFixtureCommerce();
const db = () => fixture.db();
const mails = (to: string) => db().selectFrom("outbox").selectAll().where("recipient", "=", to).orderBy("id").execute();
const status = async (email: string) => (await fixture.get(`/api/newsletter?email=${encodeURIComponent(email)}`)).result.status;
const subscribe = (email: string, store = "en") => fixture.post(`/api/newsletter/subscribe?storeCode=${store}`, { email });

/** The token of the link a mail's text carries at `path`. */
function tokenIn(text: string, path: string): string {
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`));
  expect(link, text).not.toBeNull();
  return link![1]!;
}

async function confirmed(email: string, store = "en"): Promise<string> {
  await subscribe(email, store);
  const confirmation = (await mails(email)).at(-1)!;
  expect((await fixture.post("/api/newsletter/confirm", { token: tokenIn(confirmation.text_body, "/newsletter/confirm") })).status).toBe(200);
  return tokenIn((await mails(email)).at(-1)!.text_body, "/newsletter/unsubscribe");
}

describe("subscribing", () => {
  it("makes the address pending and e-mails a confirmation link in the shopper's language; following it subscribes", async () => {
    expect(await subscribe("Noura@Example.ae", "ar")).toMatchObject({ status: 200, result: { accepted: true } });
    expect(await status("noura@example.ae")).toBe("pending");
    const [confirmation] = await mails("noura@example.ae");
    expect(confirmation).toMatchObject({ template: "newsletterConfirm", locale: "ar", headers: null });
    expect(confirmation!.text_body).toContain("http://localhost:3000/ar/newsletter/confirm?token=");

    const token = tokenIn(confirmation!.text_body, "/newsletter/confirm");
    expect(await fixture.post("/api/newsletter/confirm", { token })).toMatchObject({ status: 200, result: { status: "subscribed" } });
    expect(await status("noura@example.ae")).toBe("subscribed");
    // The link is spent once followed.
    expect(await fixture.post("/api/newsletter/confirm", { token })).toMatchObject({ status: 404, error: { code: "newsletter.linkInvalid" } });
    expect((await mails("noura@example.ae")).map((mail) => mail.template)).toEqual(["newsletterConfirm", "newsletterWelcome"]);
  });

  it("keeps only the hash of a link's token", async () => {
    await subscribe("hashed@example.ae");
    const token = tokenIn((await mails("hashed@example.ae"))[0]!.text_body, "/newsletter/confirm");
    const rows = await db().selectFrom("newsletter_tokens").selectAll().where("email", "=", "hashed@example.ae").execute();
    expect(rows).toEqual([
      expect.objectContaining({ token_hash: hashToken(token), purpose: "confirm", expires_at: new Date(FIXTURE_NOW.getTime() + 7 * 86_400_000).toISOString() }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses an expired confirmation link, and a made-up one, with the same answer", async () => {
    await subscribe("late@example.ae");
    const token = tokenIn((await mails("late@example.ae"))[0]!.text_body, "/newsletter/confirm");
    await db().updateTable("newsletter_tokens").set({ expires_at: FIXTURE_NOW.toISOString() }).where("token_hash", "=", hashToken(token)).execute();
    const expired = await fixture.post("/api/newsletter/confirm", { token });
    const madeUp = await fixture.post("/api/newsletter/confirm", { token: "A".repeat(43) });
    expect(expired).toEqual(madeUp);
    expect(expired).toMatchObject({ status: 404, error: { code: "newsletter.linkInvalid" } });
    expect(await status("late@example.ae")).toBe("pending");
  });

  it("answers alike whatever the address's state, and re-sends a pending confirmation at most every 10 minutes", async () => {
    await confirmed("already@example.ae");
    const before = (await mails("already@example.ae")).length;
    const answers = [await subscribe("already@example.ae"), await subscribe("fresh@example.ae"), await subscribe("fresh@example.ae")];
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mails("already@example.ae")).toHaveLength(before);
    expect(await mails("fresh@example.ae")).toHaveLength(1);

    const elevenMinutesAgo = new Date(FIXTURE_NOW.getTime() - 11 * 60_000).toISOString();
    await db().updateTable("newsletter_subscribers").set({ confirmation_sent_at: elevenMinutesAgo }).where("email", "=", "fresh@example.ae").execute();
    await subscribe("fresh@example.ae");
    expect(await mails("fresh@example.ae")).toHaveLength(2);
  });

  it("refuses what is not an e-mail address or a token", async () => {
    expect(await fixture.post("/api/newsletter/subscribe", { email: "not-an-email" })).toMatchObject({ status: 400, error: { field: "email" } });
    expect(await fixture.post("/api/newsletter/confirm", { token: "short" })).toMatchObject({ status: 400, error: { field: "token" } });
  });
});

describe("unsubscribing", () => {
  it("works by the link of a mailing, which also carries the one-click List-Unsubscribe headers", async () => {
    const token = await confirmed("leaver@example.ae", "ar");
    const welcome = (await mails("leaver@example.ae")).at(-1)!;
    expect(JSON.parse(welcome.headers!)).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/ar/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await fixture.post("/api/newsletter/unsubscribe-by-link", { token })).toMatchObject({ status: 200, result: { status: "unsubscribed" } });
    expect(await status("leaver@example.ae")).toBe("unsubscribed");
    // A mail program may post twice; the second changes nothing.
    expect(await fixture.post("/api/newsletter/unsubscribe-by-link", { token })).toMatchObject({ status: 200, result: { status: "unsubscribed" } });
    expect(await fixture.post("/api/newsletter/unsubscribe-by-link", { token: "B".repeat(43) })).toMatchObject({ status: 404 });
  });

  it("from the account page unsubscribes and stops a pending address's confirmation link", async () => {
    await subscribe("changed-mind@example.ae");
    const token = tokenIn((await mails("changed-mind@example.ae"))[0]!.text_body, "/newsletter/confirm");
    expect((await fixture.post("/api/newsletter/unsubscribe", { email: "changed-mind@example.ae" })).result).toEqual({ status: "unsubscribed" });
    expect(await fixture.post("/api/newsletter/confirm", { token })).toMatchObject({ status: 404 });
    expect(await status("changed-mind@example.ae")).toBe("unsubscribed");
  });
});

describe("the back office's list", () => {
  const staff = {} as Record<"owner" | "catalogue" | "support", SignedInStaffMember>;
  const send = (path: string, who: SignedInStaffMember) => call(fixture.commerce().handler, "GET", path, undefined, who.headers);

  beforeAll(async () => {
    for (const role of ["owner", "catalogue", "support"] as const) staff[role] = await signedInStaff(fixture.commerce(), role);
    await confirmed("listed@example.ae", "ar");
    await subscribe("-1+1@example.ae");
  });

  it("lists subscribers by status and address, for owners and the catalogue team only", async () => {
    const subscribed = await send("/api/admin/newsletter?status=subscribed&q=listed", staff.catalogue);
    expect(subscribed.result).toEqual({
      total: 1,
      items: [{ email: "listed@example.ae", status: "subscribed", language: "ar", requested_at: FIXTURE_NOW.toISOString(), subscribed_at: FIXTURE_NOW.toISOString(), unsubscribed_at: null }],
    });
    expect((await send("/api/admin/newsletter?status=pending&q=listed", staff.owner)).result).toEqual({ total: 0, items: [] });
    expect(await send("/api/admin/newsletter", staff.support)).toMatchObject({ status: 403 });
    expect(await fixture.get("/api/admin/newsletter")).toMatchObject({ status: 401 });
  });

  it("exports the list as CSV with formula-looking cells as text, and audits the export", async () => {
    const { result } = await send("/api/admin/newsletter/export?q=example.ae", staff.owner);
    const lines = (result.csv as string).replace(/^\uFEFF/, "").trim().split("\n");
    expect(lines[0]).toBe("email,status,language,requested_at,subscribed_at,unsubscribed_at");
    expect(lines).toContain(`listed@example.ae,subscribed,ar,${FIXTURE_NOW.toISOString()},${FIXTURE_NOW.toISOString()},`);
    expect(lines).toContain(`'-1+1@example.ae,pending,en,${FIXTURE_NOW.toISOString()},,`);
    const audit = await db().selectFrom("audit_log").selectAll().where("action", "=", "newsletter.export").execute();
    expect(audit).toEqual([expect.objectContaining({ actor: staff.owner.email, after: JSON.stringify({ q: "example.ae", rows: lines.length - 1 }) })]);
  });
});
