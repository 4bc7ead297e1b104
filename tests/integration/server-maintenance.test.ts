import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arCommon from "../../app/locales/ar/common";
import enCommon from "../../app/locales/en/common";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * MAINTENANCE=on (SPEC §2 maintanence-page): every page and post answers the maintenance page, in the language of
 * its path, as a 503 with Retry-After and nothing cached; the health check and the page's own assets still answer.
 */

let server: Storefront;
beforeAll(async () => {
  server = await startStorefront({ MAINTENANCE: "on", MAINTENANCE_RETRY_AFTER: "900" });
});
afterAll(() => server?.stop());

describe("maintenance mode", () => {
  it("answers every page with the maintenance page, a 503 and when to come back", async () => {
    for (const [path, title] of [
      ["/", enCommon.maintenance.title],
      ["/cart", enCommon.maintenance.title],
      ["/ar/c/mobiles-tablets", arCommon.maintenance.title],
    ] as const) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after")).toBe("900");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain(title);
    }
  });

  it("refuses posts the same way, changing nothing", async () => {
    const response = await fetch(`${server.origin}/cart`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", sku: "ANY" }),
      redirect: "manual",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("still answers the health check and serves the page's styles", async () => {
    const health = await fetch(`${server.origin}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("maintenance");
    const page = await (await fetch(`${server.origin}/`)).text();
    const stylesheet = page.match(/<link [^>]*rel="stylesheet" href="([^"]+)"/)?.[1];
    expect(stylesheet).toBeDefined();
    expect((await fetch(`${server.origin}${stylesheet}`)).status).toBe(200);
  });
});
