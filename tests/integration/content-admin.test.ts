import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Content in the back office (issue 22): staff with content.manage write a CMS page in Markdown in both languages,
 * preview it, save it (rendered to safe HTML, audited) and every process drops its cached pages; banners are
 * created, changed and hidden the same way. Bad input and unknown ids change nothing; support gets 403.
 */
const fixture = useFixtureCommerce();
let editor: SignedInStaffMember;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const get = (path: string) => call(fixture.commerce().handler, "GET", path);
const auditOf = (action: string) => fixture.db().selectFrom("audit_log").selectAll().where("action", "=", action).execute();
const aboutUs = async () => (await staffCall(editor, "GET", "/api/admin/content")).result.pages.find((page: any) => page.identifier === "about-us");

const PAGE = {
  title_en: "About Nour",
  title_ar: "عن نور",
  meta_description_en: "Who we are",
  meta_description_ar: "من نحن",
  markdown_en: "## Since 1998\n\nSee [our stores](/store-locator) or <img src=x onerror=alert(1)>.",
  markdown_ar: "## منذ 1998\n\n[متاجرنا](/ar/store-locator) <script>alert(1)</script>",
};
const BANNER = { slot: "main", title_en: "Eid offers", title_ar: "عروض العيد", subtitle_en: "Up to 20% off", subtitle_ar: "خصم حتى 20٪", link: "/c/televisions", kind: "tv", color: "#0B3D2E", position: 5, is_active: true };

beforeAll(async () => {
  editor = await signedInStaff(fixture.commerce(), "catalogue");
});

describe("content in the back office", () => {
  it("previews a page's Markdown as safe HTML in both languages, saving nothing", async () => {
    const preview = await staffCall(editor, "POST", "/api/admin/content/preview", { markdown_en: PAGE.markdown_en, markdown_ar: PAGE.markdown_ar });
    expect(preview.status).toBe(200);
    expect(preview.result.html_en).toContain('<h2>Since 1998</h2>');
    expect(preview.result.html_en).toContain('<a href="/store-locator">our stores</a>');
    expect(preview.result.html_en).not.toContain("onerror");
    expect(preview.result.html_ar).not.toContain("script");
    expect((await get("/api/cms/page/about-us")).result.content).toBe("<p>Hello</p>");
  });

  it("saves a page as Markdown with its safe HTML, audited, and makes every process drop its cached pages", async () => {
    const { id } = await aboutUs();
    expect(await fixture.changesAfter(() => staffCall(editor, "POST", `/api/admin/content/pages/${id}`, PAGE))).toBe(1);
    const page = (await staffCall(editor, "GET", `/api/admin/content/pages/${id}`)).result;
    expect(page).toMatchObject({ title_ar: "عن نور", markdown_ar: PAGE.markdown_ar });
    const shown = (await get("/api/cms/page/about-us?storeCode=ar")).result;
    expect(shown).toMatchObject({ title: "عن نور", meta_description: "من نحن" });
    expect(shown.content).toContain("<h2>منذ 1998</h2>");
    expect(shown.content).not.toContain("script");
    const [entry] = (await auditOf("cms_page.save")).filter((row) => row.subject_id === String(id));
    expect(JSON.parse(entry!.after!)).toMatchObject({ title_ar: "عن نور", changed: expect.arrayContaining(["markdown_en", "markdown_ar", "title_en"]) });
  });

  it("saves a block, and creates, changes and hides a banner, each audited and purging cached pages", async () => {
    const block = await fixture.db().insertInto("cms_blocks").values({ identifier: "home-usp", title_en: "Why us", title_ar: "لماذا نحن", markdown_en: "", markdown_ar: "", content_en: "", content_ar: "", is_active: 1 }).returning("id").executeTakeFirstOrThrow();
    const blockText = { title_en: "Why us", title_ar: "لماذا نحن", markdown_en: "- **Free** delivery", markdown_ar: "- توصيل **مجاني**" };
    expect(await fixture.changesAfter(() => staffCall(editor, "POST", `/api/admin/content/blocks/${block.id}`, blockText))).toBe(1);
    expect((await get("/api/cms/block/home-usp?storeCode=ar")).result.content).toContain("<li>توصيل <strong>مجاني</strong></li>");

    let bannerId = 0;
    expect(await fixture.changesAfter(async () => (bannerId = (await staffCall(editor, "POST", "/api/admin/content/banners", BANNER)).result.id))).toBe(1);
    const home = async () => (await get("/api/catalog/home?storeCode=ar")).result.banners.main.map((banner: any) => banner.title);
    expect(await home()).toContain("عروض العيد");
    expect(await fixture.changesAfter(() => staffCall(editor, "POST", `/api/admin/content/banners/${bannerId}`, { ...BANNER, title_ar: "عروض رمضان" }))).toBe(1);
    expect(await home()).toContain("عروض رمضان");
    expect(await fixture.changesAfter(() => staffCall(editor, "POST", `/api/admin/content/banners/${bannerId}/active`, { is_active: false }))).toBe(1);
    expect(await home()).not.toContain("عروض رمضان");
    expect((await auditOf("banner.create")).length).toBe(1);
    expect((await auditOf("banner.deactivate")).map((row) => row.subject_id)).toEqual([String(bannerId)]);
  });

  it("refuses missing titles, too much Markdown, unsafe banner links and unknown ids; nothing changes", async () => {
    const { id, updated_at } = await aboutUs();
    const refused = async (path: string, body: unknown) => (await staffCall(editor, "POST", path, body)).status;
    expect(await refused(`/api/admin/content/pages/${id}`, { ...PAGE, title_ar: " " })).toBe(400);
    expect(await refused(`/api/admin/content/pages/${id}`, { ...PAGE, markdown_ar: "ب".repeat(50_001) })).toBe(400);
    for (const link of ["javascript:alert(1)", "//evil.example", "http://evil.example", "https://user:pw@evil.example", "/c/tv\\x", "data:text/html,x"]) {
      expect(await refused("/api/admin/content/banners", { ...BANNER, link }), link).toBe(400);
    }
    expect(await refused("/api/admin/content/banners", { ...BANNER, color: "red;background:url(x)" })).toBe(400);
    expect(await staffCall(editor, "POST", "/api/admin/content/pages/99999", PAGE)).toMatchObject({ status: 404, error: { code: "content.notFound" } });
    expect((await staffCall(editor, "GET", "/api/admin/content/blocks/99999")).status).toBe(404);
    expect((await staffCall(editor, "POST", "/api/admin/content/banners/99999/active", { is_active: true })).status).toBe(404);
    expect((await aboutUs()).updated_at).toBe(updated_at);
  });

  it("is for owners and catalogue staff: support gets 403 and changes nothing", async () => {
    const support = await signedInStaff(fixture.commerce(), "support");
    const { id, updated_at } = await aboutUs();
    expect((await staffCall(support, "GET", "/api/admin/content")).status).toBe(403);
    expect((await staffCall(support, "POST", "/api/admin/content/preview", { markdown_en: "", markdown_ar: "" })).status).toBe(403);
    expect((await staffCall(support, "POST", `/api/admin/content/pages/${id}`, PAGE)).status).toBe(403);
    expect((await staffCall(support, "POST", "/api/admin/content/banners", BANNER)).status).toBe(403);
    expect((await aboutUs()).updated_at).toBe(updated_at);
  });
});
