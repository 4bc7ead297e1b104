import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { uploadBody } from "../../server/node-io";

/**
 * The upload route's body (a product photo, decision 052): a form within the limit reads whole; past it the route's
 * read fails, no more than the limit was ever kept, and the rest is still drained from the connection so the browser
 * gets the refusal page.
 */

const MEGABYTE = 1024 * 1024;

function incoming(chunks: number, headers: Record<string, string> = {}) {
  let sent = 0;
  const req = new Readable({
    read() {
      if (sent === chunks) return void this.push(null);
      sent += 1;
      this.push(Buffer.alloc(MEGABYTE, 0x61));
    },
  }) as Readable & { headers: Record<string, string> };
  req.headers = headers;
  return { req: req as unknown as IncomingMessage, sent: () => sent, ended: new Promise((resolve) => req.once("end", resolve)) };
}

const kept = async (body: ReadableStream<Uint8Array>) => {
  let size = 0;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) size += read.value.byteLength;
  return size;
};

describe("an upload's body", () => {
  it("reads whole within the limit", async () => {
    const { req } = incoming(3);
    expect(await kept(uploadBody(req, 10 * MEGABYTE))).toBe(3 * MEGABYTE);
  });

  it("fails past the limit, keeps no more than it, and drains the rest of a 30 MB body", async () => {
    const { req, sent, ended } = incoming(30);
    const body = uploadBody(req, 10 * MEGABYTE);
    const reader = body.getReader();
    let size = 0;
    await expect(
      (async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read()) size += read.value.byteLength;
      })(),
    ).rejects.toThrow(/over/);
    expect(size).toBeLessThanOrEqual(10 * MEGABYTE);
    await ended;
    expect(sent()).toBe(30);
  });

  it("fails at once when its Content-Length says it is too big", async () => {
    const { req } = incoming(1, { "content-length": String(30 * MEGABYTE) });
    await expect(new Request("http://store.test/", { method: "POST", body: uploadBody(req, 10 * MEGABYTE), duplex: "half" } as RequestInit).formData()).rejects.toThrow();
  });
});
