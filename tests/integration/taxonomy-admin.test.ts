import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Categories and brands in the back office (issue 22): the tree is edited (created, renamed in both languages,
 * re-keyed, hidden, ordered, moved with its subtree) and every old address answers 301; brands are created and
 * renamed, and get a logo from a PNG, JPEG or WebP (never an SVG), kept as a small WebP. The storefront's menu, category lookups, brand index and search follow through the catalogue change
 * feed; each change is audited; bad input, unknown ids and other roles change nothing.
 */
const fixture = useFixtureCommerce();
let catalogue: SignedInStaffMember;

const MOBILES = 10;
const SMARTPHONES = 11;
const STORE_ROOT = 2;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const categoryRow = (id: number) => fixture.db().selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const auditOf = (action: string) => fixture.db().selectFrom("audit_log").selectAll().where("action", "=", action).execute();
const redirectOf = async (path: string) => (await fixture.get(`/api/url/redirect?path=${encodeURIComponent(path)}`)).result[0]?.to;
/** What the storefront shows once this process has read the change feed (other processes read it within a second). */
const afterFeed = async <T>(read: () => Promise<T>) => {
  await fixture.commerce().pollCatalogueChanges();
  return read();
};
const menu = async (store: "en" | "ar") => (await fixture.get(`/api/catalog/megamenu?storeCode=${store}`)).result as { id: number; name: string; children_data: { id: number; name: string }[] }[];
const activeBySlug = async (slug: string) =>
  (await fixture.post("/api/catalog/category/search", { filters: { url_key: slug, is_active: true } })).result.items as { id: number }[];

async function createCategory(body: { parent_id: number; name_en: string; name_ar: string; url_key: string }): Promise<number> {
  const created = await staffCall(catalogue, "POST", "/api/admin/categories", body);
  expect(created.status).toBe(200);
  return created.result.id;
}

function update(id: number, change: Record<string, unknown>) {
  return staffCall(catalogue, "POST", `/api/admin/categories/${id}`, { action: "update", is_active: true, include_in_menu: true, ...change });
}

beforeAll(async () => {
  catalogue = await signedInStaff(fixture.commerce(), "catalogue");
});

describe("categories in the back office", () => {
  it("are created under a parent, listed in the tree and shown in the menu", async () => {
    const id = await createCategory({ parent_id: MOBILES, name_en: "Tablets", name_ar: "الأجهزة اللوحية", url_key: "tablets" });
    expect(await categoryRow(id)).toMatchObject({ parent_id: MOBILES, path: `1/2/10/${id}`, level: 3, url_path: "mobiles/tablets", is_active: 1 });
    const tree = (await staffCall(catalogue, "GET", "/api/admin/categories")).result.items;
    expect(tree).toContainEqual(expect.objectContaining({ id, name_ar: "الأجهزة اللوحية", url_key: "tablets", is_active: true }));
    const mobiles = (await afterFeed(() => menu("ar"))).find((item) => item.id === MOBILES);
    expect(mobiles?.children_data.map((child) => child.name)).toContain("الأجهزة اللوحية");
    expect((await auditOf("category.create")).some((row) => row.subject_id === String(id))).toBe(true);
  });

  it("are renamed in both languages and re-keyed: the menu follows and the old page answers 301", async () => {
    const id = await createCategory({ parent_id: MOBILES, name_en: "Wearables", name_ar: "الأجهزة القابلة للارتداء", url_key: "wearables" });
    expect(await update(id, { parent_id: MOBILES, name_en: "Smartwatches", name_ar: "الساعات الذكية", url_key: "smartwatches" })).toMatchObject({ status: 200 });
    expect(await categoryRow(id)).toMatchObject({ name_en: "Smartwatches", name_ar: "الساعات الذكية", url_key: "smartwatches", url_path: "mobiles/smartwatches" });
    const names = async (store: "en" | "ar") => (await menu(store)).find((item) => item.id === MOBILES)?.children_data.map((child) => child.name);
    expect(await afterFeed(() => names("ar"))).toContain("الساعات الذكية");
    expect(await names("en")).toContain("Smartwatches");
    expect(await redirectOf("/c/wearables")).toBe("/c/smartwatches");
    expect(await redirectOf("/mobiles/wearables")).toBe("/c/smartwatches");
    expect(await activeBySlug("smartwatches")).toHaveLength(1);
    const [entry] = (await auditOf("category.update")).filter((row) => row.subject_id === String(id));
    expect(entry?.before).toContain("Wearables");
    expect(entry?.after).toContain("الساعات الذكية");
  });

  it("move under another parent with their whole subtree, old addresses answering 301; never under themselves or their descendants", async () => {
    const phones = await createCategory({ parent_id: STORE_ROOT, name_en: "Phones", name_ar: "الهواتف المحمولة", url_key: "phones" });
    const foldables = await createCategory({ parent_id: SMARTPHONES, name_en: "Foldables", name_ar: "الهواتف القابلة للطي", url_key: "foldables" });
    expect(await categoryRow(foldables)).toMatchObject({ level: 4, url_path: "mobiles/smartphones/foldables" });

    const underChild = await update(SMARTPHONES, { parent_id: foldables, name_en: "Smartphones", name_ar: "الهواتف الذكية", url_key: "smartphones" });
    expect(underChild).toMatchObject({ status: 400, error: { code: "category.parentInvalid", field: "parent_id" } });
    expect((await update(SMARTPHONES, { parent_id: SMARTPHONES, name_en: "Smartphones", name_ar: "الهواتف الذكية", url_key: "smartphones" })).status).toBe(400);
    expect(await categoryRow(SMARTPHONES)).toMatchObject({ parent_id: MOBILES, path: "1/2/10/11" });

    expect(await update(SMARTPHONES, { parent_id: phones, name_en: "Smartphones", name_ar: "الهواتف الذكية", url_key: "smartphones" })).toMatchObject({ status: 200 });
    expect(await categoryRow(SMARTPHONES)).toMatchObject({ parent_id: phones, path: `1/2/${phones}/11`, level: 3, url_path: "phones/smartphones" });
    expect(await categoryRow(foldables)).toMatchObject({ path: `1/2/${phones}/11/${foldables}`, level: 4, url_path: "phones/smartphones/foldables" });
    expect(await redirectOf("/mobiles/smartphones")).toBe("/c/smartphones");
    expect(await redirectOf("/mobiles/smartphones/foldables")).toBe("/c/foldables");
    const mapped = await afterFeed(() => fixture.post("/api/url/map", { url: "phones/smartphones/foldables" }));
    expect(mapped.result).toMatchObject({ _type: "category", _source: { id: foldables } });
    // The search index follows: a product of Smartphones is found under its new parent.
    const underPhones = await fixture.post("/api/catalog/product/search", { filters: { category_id: phones }, size: 100 });
    expect(underPhones.result.total).toBeGreaterThan(0);
  });

  it("are hidden: gone from the menu, their page not found", async () => {
    const id = await createCategory({ parent_id: STORE_ROOT, name_en: "Cameras", name_ar: "الكاميرات", url_key: "cameras" });
    expect((await afterFeed(() => menu("en"))).map((item) => item.id)).toContain(id);
    expect(await update(id, { parent_id: STORE_ROOT, name_en: "Cameras", name_ar: "الكاميرات", url_key: "cameras", is_active: false })).toMatchObject({ status: 200 });
    expect((await afterFeed(() => menu("en"))).map((item) => item.id)).not.toContain(id);
    expect(await activeBySlug("cameras")).toEqual([]);
  });

  it("move up and down among their siblings", async () => {
    const first = await createCategory({ parent_id: STORE_ROOT, name_en: "Audio", name_ar: "الصوتيات", url_key: "audio" });
    const second = await createCategory({ parent_id: STORE_ROOT, name_en: "Gaming", name_ar: "الألعاب", url_key: "gaming" });
    const order = async () => (await afterFeed(() => menu("en"))).map((item) => item.id).filter((id) => id === first || id === second);
    expect(await order()).toEqual([first, second]);
    expect(await staffCall(catalogue, "POST", `/api/admin/categories/${second}`, { action: "move", direction: "up" })).toMatchObject({ status: 200 });
    expect(await order()).toEqual([second, first]);
    expect(await staffCall(catalogue, "POST", `/api/admin/categories/${second}`, { action: "move", direction: "down" })).toMatchObject({ status: 200 });
    expect(await order()).toEqual([first, second]);
  });

  it("refuse a missing name, a taken url_key, an unknown id, the roots, and roles other than catalogue and owners; nothing changes", async () => {
    const before = await categoryRow(MOBILES);
    expect(await update(MOBILES, { parent_id: STORE_ROOT, name_en: "Mobiles", name_ar: " ", url_key: "mobiles" })).toMatchObject({ status: 400 });
    expect(await update(MOBILES, { parent_id: STORE_ROOT, name_en: "Mobiles", name_ar: "الهواتف", url_key: "Not a slug" })).toMatchObject({ status: 400 });
    expect(await update(MOBILES, { parent_id: STORE_ROOT, name_en: "Mobiles", name_ar: "الهواتف", url_key: "smartphones" })).toMatchObject({ status: 409, error: { code: "category.urlKeyTaken", field: "url_key" } });
    expect(await update(MOBILES, { parent_id: 1, name_en: "Mobiles", name_ar: "الهواتف", url_key: "mobiles" })).toMatchObject({ status: 400, error: { code: "category.parentInvalid" } });
    expect(await update(MOBILES, { parent_id: 999_999, name_en: "Mobiles", name_ar: "الهواتف", url_key: "mobiles" })).toMatchObject({ status: 400 });
    expect((await update(12_345_678_901, { parent_id: STORE_ROOT, name_en: "Mobiles", name_ar: "الهواتف", url_key: "nothing" })).status).toBe(404);
    expect(await update(999_999, { parent_id: STORE_ROOT, name_en: "Mobiles", name_ar: "الهواتف", url_key: "nothing" })).toMatchObject({ status: 404, error: { code: "category.notFound" } });
    expect(await update(STORE_ROOT, { parent_id: STORE_ROOT, name_en: "Root", name_ar: "الجذر", url_key: "default" })).toMatchObject({ status: 404 });
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await staffCall(support, "GET", "/api/admin/categories")).status).toBe(403);
    expect((await staffCall(support, "POST", "/api/admin/categories", { parent_id: STORE_ROOT, name_en: "X", name_ar: "س", url_key: "x" })).status).toBe(403);
    expect((await staffCall(support, "POST", `/api/admin/categories/${MOBILES}`, { action: "move", direction: "down" })).status).toBe(403);
    expect(await categoryRow(MOBILES)).toEqual(before);
  });
});

describe("brands in the back office", () => {
  it("are created and renamed in both languages; the brand index and search follow", async () => {
    expect(await staffCall(catalogue, "POST", "/api/admin/brands", { code: "xiaomi", name_en: "Xiaomi", name_ar: "شاومي", color: "#ff6900" })).toMatchObject({ status: 200 });
    expect((await staffCall(catalogue, "GET", "/api/admin/brands")).result.items).toContainEqual({ code: "xiaomi", name_en: "Xiaomi", name_ar: "شاومي", color: "#ff6900", logo: null });
    expect(await staffCall(catalogue, "POST", "/api/admin/brands/apple", { name_en: "Apple Inc.", name_ar: "شركة أبل", color: "#333333" })).toMatchObject({ status: 200 });
    const index = await afterFeed(async () => (await fixture.get("/api/catalog/brands?storeCode=ar")).result as { code: string; name: string }[]);
    expect(index.find((brand) => brand.code === "apple")?.name).toBe("شركة أبل");
    expect((await auditOf("brand.update")).some((row) => row.subject_id === "apple" && row.before?.includes("أبل"))).toBe(true);
  });

  it("refuse a taken code, a missing name, a bad colour, an unknown code and other roles; nothing changes", async () => {
    const before = await fixture.db().selectFrom("brands").selectAll().orderBy("code").execute();
    expect(await staffCall(catalogue, "POST", "/api/admin/brands", { code: "samsung", name_en: "Samsung", name_ar: "سامسونج", color: "#1428a0" })).toMatchObject({ status: 409, error: { code: "brand.exists", field: "code" } });
    expect((await staffCall(catalogue, "POST", "/api/admin/brands/samsung", { name_en: "", name_ar: "سامسونج", color: "#1428a0" })).status).toBe(400);
    expect((await staffCall(catalogue, "POST", "/api/admin/brands/samsung", { name_en: "Samsung", name_ar: "سامسونج", color: "blue" })).status).toBe(400);
    expect(await staffCall(catalogue, "POST", "/api/admin/brands/nokia", { name_en: "Nokia", name_ar: "نوكيا", color: "#124191" })).toMatchObject({ status: 404, error: { code: "brand.notFound" } });
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await staffCall(support, "POST", "/api/admin/brands/samsung", { name_en: "S", name_ar: "س", color: "#000000" })).status).toBe(403);
    expect(await fixture.db().selectFrom("brands").selectAll().orderBy("code").execute()).toEqual(before);
  });

  it("get a logo from a PNG, kept as a small WebP the brand index points at; an SVG or a file that is no image is refused", async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 4, background: "#1428a0" } }).png().toBuffer();
    const uploaded = await staffCall(catalogue, "POST", "/api/admin/brands/samsung/logo", { logo: png.toString("base64") });
    expect(uploaded).toMatchObject({ status: 200, result: { code: "samsung" } });
    const version: string = uploaded.result.logo_version;
    const served = await fixture.commerce().handler(new Request("http://commerce.test/api/media/brand/samsung.webp"));
    expect(served.headers.get("content-type")).toBe("image/webp");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 320, height: 107 });
    const index = await afterFeed(async () => (await fixture.get("/api/catalog/brands")).result as { code: string; logo: string | null }[]);
    expect(index.find((brand) => brand.code === "samsung")?.logo).toBe(`/brand-logo/samsung.webp?v=${version}`);
    expect((await auditOf("brand.logo")).some((row) => row.subject_id === "samsung" && row.after?.includes(version))).toBe(true);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await staffCall(catalogue, "POST", "/api/admin/brands/samsung/logo", { logo: svg.toString("base64") })).toMatchObject({ status: 400, error: { code: "brand.logoInvalid", field: "logo" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/brands/samsung/logo", { logo: Buffer.from("not an image").toString("base64") })).toMatchObject({ status: 400, error: { code: "brand.logoInvalid" } });
    expect((await staffCall(catalogue, "POST", "/api/admin/brands/nokia/logo", { logo: png.toString("base64") })).status).toBe(404);
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await staffCall(support, "POST", "/api/admin/brands/samsung/logo", { logo: png.toString("base64") })).status).toBe(403);
    const row = await fixture.db().selectFrom("brands").select("logo_version").where("code", "=", "samsung").executeTakeFirstOrThrow();
    expect(row.logo_version).toBe(version);
    expect((await fixture.commerce().handler(new Request("http://commerce.test/api/media/brand/apple.webp"))).status).toBe(404);
  });
});
