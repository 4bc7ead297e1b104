import { afterEach, describe, expect, test, vi } from "vitest";

/** The bench pages' modules as a server started with `BENCH_ROUTES` set to `value` loads them. */
async function startedWith(value: string | undefined) {
  vi.resetModules();
  if (value === undefined) delete process.env.BENCH_ROUTES;
  else process.env.BENCH_ROUTES = value;
  const [{ isBareBenchDocument }, bare, floor] = await Promise.all([
    import("~/lib/bench-routes.server"),
    import("~/routes/bench.bare"),
    import("~/routes/bench.floor"),
  ]);
  return { isBareBenchDocument, bareLoader: bare.loader, floorLoader: floor.loader };
}

/** The status of the Response a loader threw (React Router answers with it), or undefined when it threw none. */
function statusThrownBy(loader: () => unknown): number | undefined {
  try {
    loader();
  } catch (thrown: unknown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return undefined;
}

describe("bench routes", () => {
  const saved = process.env.BENCH_ROUTES;
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_ROUTES;
    else process.env.BENCH_ROUTES = saved;
  });

  test("are a 404 unless the server was started with BENCH_ROUTES=1", async () => {
    for (const value of [undefined, "0", "true"]) {
      const { isBareBenchDocument, bareLoader, floorLoader } = await startedWith(value);
      expect(statusThrownBy(floorLoader), `BENCH_ROUTES=${value}`).toBe(404);
      expect(statusThrownBy(bareLoader), `BENCH_ROUTES=${value}`).toBe(404);
      // …and the root loader does its full work for that path: its 404 is the shop's 404 page.
      expect(isBareBenchDocument(new Request("http://shop.test/bench/bare"))).toBe(false);
    }
  });

  test("render with BENCH_ROUTES=1", async () => {
    const { isBareBenchDocument, bareLoader, floorLoader } = await startedWith("1");
    expect(statusThrownBy(floorLoader)).toBeUndefined();
    expect(statusThrownBy(bareLoader)).toBeUndefined();
    expect(isBareBenchDocument(new Request("http://shop.test/bench/bare"))).toBe(true);
    expect(isBareBenchDocument(new Request("http://shop.test/bench/floor"))).toBe(false);
  });
});
