import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawRequest, startStorefront, type Storefront } from "../support/storefront-server";

/**
 * The route manifest endpoint answers anyone, so it must stay cheap whatever it is asked: under React
 * Router before 7.18 (and Remix v2) one request of 3,000 path segments kept a core busy for 15 s
 * (GHSA-chx6-hx7r-mcp5). One process, so a slow answer would hold up every other request.
 */
let server: Storefront;
let version: string;
beforeAll(async () => {
  server = await startStorefront();
  const home = await rawRequest(server.port, { path: "/" });
  version = /"version":\s*"([0-9a-f]+)"/.exec(home.body)?.[1] ?? "";
  expect(version).not.toBe("");
});
afterAll(() => server?.stop());

const segments = (count: number) => "/a".repeat(count);

/** As many distinct short paths as fit the longest manifest URL React Router takes (7,680 characters). */
function mostPaths(): string {
  const paths: string[] = [];
  for (let i = 0, length = 0; length + `/${i},`.length < 7_400; i++) {
    paths.push(`/${i}`);
    length += `/${i},`.length;
  }
  return paths.join(",");
}

async function timed(path: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const answer = await rawRequest(server.port, { path });
  return { status: answer.status, ms: performance.now() - started, body: answer.body };
}

/**
 * The fastest of a few answers: the suite runs test files side by side on two cores, so one answer can wait for the
 * CPU; the work an answer itself costs (seconds when it was the vulnerability) shows in every one of them.
 */
async function fastestOf(times: number, path: string): Promise<{ status: number; ms: number; body: string }> {
  const answers: { status: number; ms: number; body: string }[] = [];
  for (let i = 0; i < times; i++) answers.push(await timed(path));
  return answers.reduce((fastest, answer) => (answer.ms < fastest.ms ? answer : fastest));
}

const manifest = (query: string) => `/__manifest?version=${version}&${query}`;

describe("the route manifest", () => {
  test.each([
    ["3,000 segments in the old parameter", () => manifest(`p=${segments(3_000)}`)],
    ["2,500 segments in the old parameter", () => manifest(`p=${segments(2_500)}`)],
    ["20 paths of 40 segments in the old parameter", () => manifest(Array.from({ length: 20 }, () => `p=${segments(40)}`).join("&"))],
    ["3,000 segments", () => manifest(`paths=${segments(3_000)}`)],
    ["20 paths of 40 segments", () => manifest(`paths=${Array.from({ length: 20 }, (_, i) => `${segments(40)}/${i}`).join(",")}`)],
    ["as many paths as fit the URL", () => manifest(`paths=${mostPaths()}`)],
  ])("%s is answered within 100 ms", async (_, path) => {
    await timed(path()); // the first answer of a process also compiles code
    const answer = await fastestOf(3, path());
    expect(answer.status).toBeLessThan(500);
    expect(answer.ms).toBeLessThan(100);
  });

  test("30 real paths are answered with their routes within 100 ms", async () => {
    const paths = Array.from({ length: 30 }, (_, i) => `/p/sku-${i}/product-${i}`);
    await timed(manifest(`paths=${paths.join(",")}`));
    const answer = await timed(manifest(`paths=${paths.join(",")}`));
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(100);
    expect(Object.keys(JSON.parse(answer.body) as object).some((id) => id.includes("p.$parentSku"))).toBe(true);
  });

  test("a list of more than 100 paths is refused whole, never answered for some of them", async () => {
    const paths = (count: number) => Array.from({ length: count }, (_, i) => `/p/sku-${i}/product-${i}`).join(",");
    expect((await timed(manifest(`paths=${paths(100)}`))).status).toBe(200);
    // The browser takes every path it asked about as answered: an answer for the first 100 would leave the rest's links broken.
    expect((await timed(manifest(`paths=${paths(101)}`))).status).toBe(400);
  });

  test("the home page answers within 100 ms while four requests of 3,000 segments run", async () => {
    await timed("/");
    const largest = Array.from({ length: 4 }, () => timed(manifest(`paths=${segments(3_000)}`)));
    const home = await timed("/");
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(100);
    for (const answer of await Promise.all(largest)) expect(answer.status).toBe(200);
  });
});
