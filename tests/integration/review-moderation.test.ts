import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Staff's side of reviews (decision 022): the queue of pending and reported reviews, approve (dismissing reports),
 * reject with a reason the author is e-mailed and may then write again, delete, the store's reply under a
 * review; shoppers' reports, once per reporter; the role check where the work is done; the audit log; and the
 * catalogue change each visible change records.
 */
const fixture = useFixtureCommerce();
const { get, post } = fixture;

const HELD = { rating: 4, title: "Mostly fine", detail: "Fast delivery, see evil.example for more", nickname: "Huda" };
const GOOD = { rating: 5, title: "Great case", detail: "Fits well and protects the phone.", nickname: "Huda" };

const write = (customer: Customer, sku: string, review: typeof GOOD) => customer.post("/api/review/create", { review: { sku, ...review } });
const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) =>
  call(fixture.commerce().handler, method, path, body, member.headers);

let moderator: SignedInStaffMember;
beforeAll(async () => {
  moderator = await signedInStaff(fixture.commerce(), "support");
});

const queue = async (status: string) => (await staffCall(moderator, "GET", `/api/admin/reviews?status=${status}`)).result;
const decide = (id: number, body: unknown, member = moderator) => staffCall(member, "POST", `/api/admin/reviews/${id}`, body);
const published = async (sku: string) => (await get(`/api/review/product/${sku}`)).result.reviews.map((r: any) => r.id);

describe("the moderation queue", () => {
  it("lists a review moderation held, and approving it publishes it, audited, and refreshes the product's pages", async () => {
    const huda = await signedInCustomer(fixture, { firstname: "Huda" });
    const held = (await write(huda, "CHARGER", HELD)).result;
    expect(held.status).toBe("pending");
    const pending = await queue("pending");
    expect(pending.items.find((item: any) => item.id === held.id)).toMatchObject({
      title: "Mostly fine",
      status: "pending",
      moderation_reason: "contact",
      email: huda.email,
      product: { sku: "CHARGER", name: "USB-C Charger 20W" },
    });
    expect(await fixture.changesAfter(() => decide(held.id, { action: "approve" }))).toBeGreaterThan(0);
    expect(await published("CHARGER")).toContain(held.id);
    expect((await queue("pending")).items.map((item: any) => item.id)).not.toContain(held.id);
    const audit = await fixture.db().selectFrom("audit_log").selectAll().where("action", "=", "review.approve").where("subject_id", "=", String(held.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it("rejects with a reason the author is e-mailed and reads, unpublishes, and lets the author write again", async () => {
    const salem = await signedInCustomer(fixture, { firstname: "Salem" });
    const first = (await write(salem, "CASE", GOOD)).result;
    expect(first.status).toBe("approved");
    const rejected = await fixture.changesAfter(() => decide(first.id, { action: "reject", reason: "It is about the seller, not the case." }));
    expect(rejected).toBeGreaterThan(0);
    expect(await published("CASE")).not.toContain(first.id);
    expect((await salem.get("/api/review/mine")).result[0]).toMatchObject({ status: "rejected", staff_reason: "It is about the seller, not the case." });
    const mail = await fixture.db().selectFrom("outbox").selectAll().where("recipient", "=", salem.email).where("template", "=", "reviewRejected").executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("It is about the seller, not the case.");

    const again = await write(salem, "CASE", { ...GOOD, title: "Second try", detail: "Solid case, the buttons click nicely." });
    expect(again).toMatchObject({ status: 200, result: { id: first.id, status: "approved", title: "Second try", staff_reason: null } });
    expect(await published("CASE")).toContain(first.id);
    // once published again, one review per product still holds
    expect(await write(salem, "CASE", GOOD)).toMatchObject({ status: 409, error: { code: "review.exists" } });
  });

  it("refuses a rejection without a reason, an unknown review, and a role that may not moderate; nothing changes", async () => {
    const noor = await signedInCustomer(fixture);
    const review = (await write(noor, "CHARGER", GOOD)).result;
    expect(await decide(review.id, { action: "reject", reason: "   " })).toMatchObject({ status: 400 });
    expect(await decide(999_999, { action: "approve" })).toMatchObject({ status: 404, error: { code: "review.notFound" } });
    expect(await decide(review.id, { action: "publish" })).toMatchObject({ status: 400 });
    const finance = await signedInStaff(fixture.commerce(), "finance");
    expect(await decide(review.id, { action: "delete" }, finance)).toMatchObject({ status: 403 });
    expect((await staffCall(finance, "GET", "/api/admin/reviews")).status).toBe(403);
    expect(await post(`/api/admin/reviews/${review.id}`, { action: "delete" })).toMatchObject({ status: 401 });
    expect(await published("CHARGER")).toContain(review.id);
  });

  it("answers a review under it, and deletes one for good", async () => {
    const aisha = await signedInCustomer(fixture);
    const review = (await write(aisha, "PHONE-SALE", GOOD)).result;
    expect(await fixture.changesAfter(() => decide(review.id, { action: "reply", reply: "Thank you, Huda!" }))).toBeGreaterThan(0);
    const listed = (await get("/api/review/product/PHONE-SALE")).result.reviews.find((r: any) => r.id === review.id);
    expect(listed).toMatchObject({ reply: "Thank you, Huda!" });
    expect(listed.replied_at).toEqual(expect.any(String));
    await decide(review.id, { action: "delete" });
    expect(await published("PHONE-SALE")).not.toContain(review.id);
    expect((await aisha.get("/api/review/mine")).result).toEqual([]);
    expect((await write(aisha, "PHONE-SALE", GOOD)).status).toBe(200);
  });
});

describe("reports by shoppers", () => {
  it("count once per reporter, put a published review in the reported tab, and approving it again dismisses them", async () => {
    const author = await signedInCustomer(fixture);
    const review = (await write(author, "IPHONE-15-PRO", GOOD)).result;
    const report = (client: string) => post(`/api/review/${review.id}/report`, { client });
    const reader = await signedInCustomer(fixture);
    // a signed-in shopper is counted as themselves, whatever client they report from
    const byReader = (client: string) => reader.post(`/api/review/${review.id}/report`, { client });
    expect(await report("abc123")).toMatchObject({ status: 200, result: { reported: true } });
    await Promise.all([report("abc123"), report("abc123"), byReader("abc123"), byReader("def456")]);
    const reported = (await queue("reported")).items.find((item: any) => item.id === review.id);
    expect(reported).toMatchObject({ reports: 2, status: "approved" });
    // still published until staff decide
    expect(await published("IPHONE-15-PRO")).toContain(review.id);
    await decide(review.id, { action: "approve" });
    expect((await queue("reported")).items.map((item: any) => item.id)).not.toContain(review.id);
    // a reporter whose report was dismissed does not bring it back
    await report("abc123");
    expect((await queue("reported")).items.map((item: any) => item.id)).not.toContain(review.id);
  });

  it("refuses a review that is not published, an unknown one and a malformed client", async () => {
    const author = await signedInCustomer(fixture);
    const held = (await write(author, "IPHONE-15-PRO", HELD)).result;
    expect(await post(`/api/review/${held.id}/report`, { client: "x" })).toMatchObject({ status: 404, error: { code: "review.notFound" } });
    expect(await post("/api/review/999999/report", { client: "x" })).toMatchObject({ status: 404 });
    expect(await post(`/api/review/${held.id}/report`, { client: "anyone at all" })).toMatchObject({ status: 400 });
    expect(await fixture.db().selectFrom("review_reports").selectAll().where("review_id", "=", held.id).execute()).toEqual([]);
  });
});
