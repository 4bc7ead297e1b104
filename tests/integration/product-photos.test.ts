import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSummaries } from "../../commerce/api/products";
import { photosFolder } from "../../commerce/media/photo-files";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Product photos in the back office (issue 22, decision 052): an upload is judged by its bytes, not its name; too
 * big a body or too many pixels is refused, and a refusal writes nothing, on disk or in the database. A photo taken
 * is made into every width in AVIF and WebP, upright and without its metadata, and shows on the product's card.
 */
const mediaDir = mkdtempSync(path.join(tmpdir(), "photos-"));
const fixture = useFixtureCommerce({ mediaDir });
let catalogue: SignedInStaffMember;
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

beforeAll(async () => {
  catalogue = await signedInStaff(fixture.commerce(), "catalogue");
});

const ALT = "alt_en=Front%20of%20the%20phone&alt_ar=%D9%88%D8%A7%D8%AC%D9%87%D8%A9%20%D8%A7%D9%84%D9%87%D8%A7%D8%AA%D9%81";

async function upload(member: SignedInStaffMember, productId: number, bytes: Uint8Array, query = ALT) {
  const response = await fixture.commerce().handler(
    new Request(`http://commerce.test/api/admin/products/${productId}/photos?storeCode=en&${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", ...member.headers },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: response.status, ...((await response.json()) as { result: any; error?: { code: string; field?: string } }) };
}

const files = () => readdirSync(photosFolder(mediaDir)).sort();
const photoRows = () => fixture.db().selectFrom("product_photos").selectAll().orderBy("id").execute();

/** A photo 1600×1000 as stored, with a camera's EXIF (GPS included) saying "turn me a quarter". */
const cameraPhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2a6" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1" } })
    .toBuffer();

/** A PNG whose header says 20,000 × 20,000 over a few hundred bytes of compressed nothing. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(60_001 * 4))), chunk("IEND", Buffer.alloc(0))]);
}

describe("product photos", () => {
  it("refuse what is not a JPEG, PNG or WebP by its bytes, a body over 10 MB and a 20,000 × 20,000 image; nothing is written", async () => {
    const product = fixture.id("CHARGER");
    const script = Buffer.from("#!/bin/sh\necho pwned > /tmp/x\n");
    expect(await upload(catalogue, product, script)).toMatchObject({ status: 400, error: { code: "photo.notImage", field: "photo" } });
    const truncated = (await sharp({ create: { width: 400, height: 400, channels: 3, background: "#fff" } }).png().toBuffer()).subarray(0, 60);
    expect(await upload(catalogue, product, truncated)).toMatchObject({ status: 400, error: { code: "photo.notImage" } });
    // 30 MB, streamed: refused once 10 MB went by, never held whole.
    let sent = 0;
    const thirtyMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30 * 1024 * 1024) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(0xff));
      },
    });
    const big = await fixture.commerce().handler(
      new Request(`http://commerce.test/api/admin/products/${product}/photos?storeCode=en&${ALT}`, { method: "POST", headers: catalogue.headers, body: thirtyMegabytes, duplex: "half" } as RequestInit),
    );
    expect(big.status).toBe(400);
    expect(((await big.json()) as any).error).toEqual({ code: "photo.tooLarge", field: "photo" });
    expect(sent).toBeLessThan(15 * 1024 * 1024);
    expect(await upload(catalogue, product, hugePng())).toMatchObject({ status: 400, error: { code: "photo.tooManyPixels", field: "photo" } });
    expect(await upload(catalogue, product, await cameraPhoto(), "alt_en=&alt_ar=x")).toMatchObject({ status: 400, error: { field: "alt_en" } });
    expect(await photoRows()).toEqual([]);
    expect(readdirSync(mediaDir)).toEqual([]);
  });

  it("take a PNG named or declared as a JPEG as the PNG it is", async () => {
    const png = await sharp({ create: { width: 320, height: 320, channels: 4, background: "#36c" } }).png().toBuffer();
    const answer = await fixture.commerce().handler(
      new Request(`http://commerce.test/api/admin/products/${fixture.id("CASE")}/photos?storeCode=en&${ALT}`, { method: "POST", headers: { "Content-Type": "image/jpeg", ...catalogue.headers }, body: new Uint8Array(png) }),
    );
    expect(answer.status).toBe(200);
    const audit = await fixture.db().selectFrom("audit_log").select("after").where("action", "=", "photo.add").executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ type: "png", width: 320, height: 320 });
  });

  it("are made upright in every width up to their own, in AVIF and WebP, without EXIF or GPS, and show on the product's card", async () => {
    const product = fixture.id("PHONE-SALE");
    const added = await upload(catalogue, product, await cameraPhoto());
    expect(added).toMatchObject({ status: 200, result: { position: 1, widths: [150, 310, 600], width: 1000, height: 1600 } });
    const [row] = (await photoRows()).filter((photo) => photo.product_id === product);
    const made = files().filter((name) => name.startsWith(row!.hash));
    expect(made).toEqual([150, 310, 600].flatMap((width) => [`${row!.hash}-${width}.avif`, `${row!.hash}-${width}.webp`]).sort());
    for (const name of made) {
      const metadata = await sharp(path.join(photosFolder(mediaDir), name)).metadata();
      expect(metadata.format).toBe(name.endsWith(".avif") ? "heif" : "webp");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.width! < metadata.height!).toBe(true);
    }
    const [card] = await productSummaries(fixture.commerce().context, [product], "ar");
    expect(card!.photo).toEqual({ id: row!.id, hash: row!.hash, widths: [150, 310, 600], width: 1000, height: 1600, alt: "واجهة الهاتف" });
    const changes = await fixture.db().selectFrom("catalogue_changes").select("product_ids").execute();
    expect(changes.some((change) => JSON.parse(change.product_ids).includes(product))).toBe(true);
  });

  it("are reordered, have their alt texts changed and are deleted with their files, each audited; other roles get 403, unknown ids 404", async () => {
    const product = fixture.id("PHONE-EXPIRED");
    const small = (colour: string) => sharp({ create: { width: 200, height: 200, channels: 3, background: colour } }).webp().toBuffer();
    const first = (await upload(catalogue, product, await small("#f00"))).result.id;
    const second = (await upload(catalogue, product, await small("#00f"))).result.id;
    const change = (member: SignedInStaffMember, id: number, body: unknown, productId = product) =>
      fixture.commerce().handler(new Request(`http://commerce.test/api/admin/products/${productId}/photos/${id}?storeCode=en`, { method: "POST", headers: { "Content-Type": "application/json", ...member.headers }, body: JSON.stringify(body) }));
    expect((await change(catalogue, second, { action: "move", direction: "up" })).status).toBe(200);
    const order = async () => (await photoRows()).filter((photo) => photo.product_id === product).sort((a, b) => a.position - b.position).map((photo) => photo.id);
    expect(await order()).toEqual([second, first]);
    expect((await change(catalogue, first, { action: "alt", alt_en: "Back", alt_ar: "الخلف" })).status).toBe(200);
    expect((await photoRows()).find((photo) => photo.id === first)).toMatchObject({ alt_en: "Back", alt_ar: "الخلف" });
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await change(support, first, { action: "delete" })).status).toBe(403);
    expect((await upload(support, product, await small("#0f0"))).status).toBe(403);
    expect((await change(catalogue, first, { action: "delete" }, fixture.id("CASE"))).status).toBe(404);
    expect((await upload(catalogue, 999_999, await small("#0f0"))).status).toBe(404);
    const hash = (await photoRows()).find((photo) => photo.id === first)!.hash;
    expect((await change(catalogue, first, { action: "delete" })).status).toBe(200);
    expect(await order()).toEqual([second]);
    expect(files().some((name) => name.startsWith(hash))).toBe(false);
    const actions = (await fixture.db().selectFrom("audit_log").select("action").where("subject_type", "=", "product").where("subject_id", "=", String(product)).execute()).map((entry) => entry.action);
    expect(actions).toEqual(["photo.add", "photo.add", "photo.move", "photo.alt", "photo.delete"]);
  });
});
