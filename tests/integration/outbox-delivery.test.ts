import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase, type DB } from "../../commerce/db/connection";
import { MAX_ATTEMPTS, outboxDelivery, SENDER } from "../../commerce/outbox/delivery";
import { queueMessage, type OutgoingMessage } from "../../commerce/outbox/outbox";
import { readMail } from "../support/mime";
import { tempDatabase } from "../support/temp-database";

/** Delivery of the outbox (decision 014) into files, to a real SMTP server, and from two deliverers at once. */

const QUEUED_AT = new Date("2026-11-24T08:00:00.000Z");
const RESET_LINK = "https://www.example.ae/resetpassword?email=sara%40example.ae&token=abc123";

const database = tempDatabase();
let db: DB;
const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "store-outbox-"));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  db = openDatabase(database.url);
  await migrate(db);
});
beforeEach(() => db.deleteFrom("outbox").execute());
afterAll(async () => {
  await db.destroy();
  database.remove();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const reset: OutgoingMessage = { to: "sara@example.ae", locale: "en", template: "passwordReset", params: { name: "Sara", link: RESET_LINK } };
const welcomeInArabic: OutgoingMessage = { to: "omar@example.ae", locale: "ar", template: "welcome", params: { name: "عمر", email: "omar@example.ae" } };
const signInCode: OutgoingMessage = { to: "501234567", locale: "ar", template: "signInCode", params: { code: "482913" } };

async function queue(...messages: OutgoingMessage[]): Promise<number[]> {
  for (const message of messages) await queueMessage(db, message, QUEUED_AT);
  const rows = await db.selectFrom("outbox").select("id").orderBy("id").execute();
  return rows.map((row) => row.id);
}

const rows = () => db.selectFrom("outbox").selectAll().orderBy("id").execute();

describe("delivery into OUTBOX_DIR", () => {
  it("writes each e-mail as an .eml with both parts and each SMS as a .txt, and marks them sent", async () => {
    const [resetId, welcomeId, codeId] = await queue(reset, welcomeInArabic, signInCode);
    const dir = join(tempFolder(), "outbox"); // created on the first message
    const delivery = outboxDelivery(db, { outboxDir: dir, now: () => QUEUED_AT });
    await delivery.deliverPending();
    delivery.close();

    expect(readdirSync(dir).sort()).toEqual([`${resetId}-passwordReset.eml`, `${welcomeId}-welcome.eml`, `${codeId}-signInCode.txt`].sort());

    const mail = readMail(readFileSync(join(dir, `${resetId}-passwordReset.eml`)));
    expect(mail.header("subject")).toBe("Reset your Nour Electronics password");
    expect(mail.header("from")).toBe(SENDER);
    expect(mail.header("to")).toBe("sara@example.ae");
    expect(mail.header("content-type")).toMatch(/^multipart\/alternative;/);
    expect(new Date(mail.header("date")!).toISOString()).toBe(QUEUED_AT.toISOString());
    expect(mail.part("text/plain")).toContain(`open this link within 30 minutes:\n\n${RESET_LINK}`);
    expect(mail.part("text/html")).toContain(`<a href="${RESET_LINK.replace(/&/g, "&amp;")}"`);
    expect(mail.part("text/html")).toContain('<html lang="en" dir="ltr">');

    const arabic = readMail(readFileSync(join(dir, `${welcomeId}-welcome.eml`)));
    expect(arabic.header("subject")).toBe("أهلاً بك في نور للإلكترونيات");
    expect(arabic.part("text/plain")).toContain("مرحباً عمر،");
    expect(arabic.part("text/html")).toContain('<html lang="ar" dir="rtl">');

    expect(readFileSync(join(dir, `${codeId}-signInCode.txt`), "utf8")).toBe(
      "To: +971501234567\n\n482913 هو رمز تسجيل الدخول إلى نور للإلكترونيات. ينتهي خلال 10 دقائق. لا تشاركه مع أحد.\n",
    );

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null, sent_at: QUEUED_AT.toISOString() });
    }
  });

  it("with no SMTP server and no folder, marks messages sent: the table is the record", async () => {
    await queue(reset, signInCode);
    const delivery = outboxDelivery(db, { now: () => QUEUED_AT });
    await delivery.deliverPending();
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent"]);
  });
});

describe("delivery over SMTP", () => {
  interface Received {
    from: string;
    to: string[];
    raw: string;
  }
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS offered: the test server has no certificate a client would trust.
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  let smtpUrl = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
  });

  it("sends each e-mail with its text and HTML parts; an SMS is not e-mailed", async () => {
    await queue(reset, signInCode);
    const delivery = outboxDelivery(db, { smtpUrl, now: () => QUEUED_AT });
    await delivery.deliverPending();
    delivery.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe("no-reply@nour.example");
    expect(message!.to).toEqual(["sara@example.ae"]);
    const mail = readMail(message!.raw);
    expect(mail.header("subject")).toBe("Reset your Nour Electronics password");
    expect(mail.part("text/plain")).toContain(RESET_LINK);
    expect(mail.part("text/html")).toContain(`>${RESET_LINK.replace(/&/g, "&amp;")}</a>`);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
  });
});

describe("failed deliveries", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keep the error, wait before trying again, and fail the message after the last attempt", async () => {
    const [id] = await queue(reset);
    let now = QUEUED_AT.getTime();
    const delivery = outboxDelivery(db, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, now: () => new Date(now) });
    const row = async () => db.selectFrom("outbox").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();

    await delivery.deliverPending();
    expect(await row()).toMatchObject({ status: "pending", attempts: 1, sent_at: null });
    expect((await row()).last_error).toMatch(/ECONNREFUSED/);

    now += 1_000; // too soon for the second attempt
    await delivery.deliverPending();
    expect((await row()).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now += 60 * 60 * 1000;
      await delivery.deliverPending();
      expect(await row()).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? "pending" : "failed" });
    }
    now += 24 * 60 * 60 * 1000;
    await delivery.deliverPending();
    expect(await row()).toMatchObject({ attempts: MAX_ATTEMPTS, status: "failed", sent_at: null });
    delivery.close();
  });
});

describe("two deliverers on one database", () => {
  it("never deliver one message twice", async () => {
    const messages = Array.from({ length: 60 }, (_, index): OutgoingMessage => ({ ...reset, to: `shopper${index}@example.ae` }));
    const ids = await queue(...messages);
    // A second connection to the same file, as another server process has.
    const otherDb = openDatabase(database.url);
    const folderA = tempFolder();
    const folderB = tempFolder();
    const a = outboxDelivery(db, { outboxDir: folderA, now: () => QUEUED_AT });
    const b = outboxDelivery(otherDb, { outboxDir: folderB, now: () => QUEUED_AT });
    await Promise.all([a.deliverPending(), b.deliverPending(), a.deliverPending(), b.deliverPending()]);
    await otherDb.destroy();

    const written = [...readdirSync(folderA), ...readdirSync(folderB)].map((name) => Number(name.split("-")[0]));
    expect(written.sort((x, y) => x - y)).toEqual(ids);
    expect(readdirSync(folderA).length).toBeGreaterThan(0);
    expect(readdirSync(folderB).length).toBeGreaterThan(0);
    for (const row of await rows()) expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
