import { afterEach, describe, expect, test } from "vitest";
import { isBareBenchDocument } from "~/lib/bench-routes.server";
import { loader as bareLoader } from "~/routes/bench.bare";
import { loader as floorLoader } from "~/routes/bench.floor";

/** The status of the Response a loader threw (Remix answers with it), or undefined when it threw none. */
function statusThrownBy(loader: () => unknown): number | undefined {
  try {
    loader();
  } catch (thrown: unknown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return undefined;
}

function setBenchRoutes(value: string | undefined): void {
  if (value === undefined) delete process.env.BENCH_ROUTES;
  else process.env.BENCH_ROUTES = value;
}

describe("bench routes", () => {
  const saved = process.env.BENCH_ROUTES;
  afterEach(() => setBenchRoutes(saved));

  test("are a 404 unless the server was started with BENCH_ROUTES=1", () => {
    for (const value of [undefined, "", "0", "true"]) {
      setBenchRoutes(value);
      expect(statusThrownBy(floorLoader), `BENCH_ROUTES=${value}`).toBe(404);
      expect(statusThrownBy(bareLoader), `BENCH_ROUTES=${value}`).toBe(404);
      // …and the root loader does its full work for that path: its 404 is the shop's 404 page.
      expect(isBareBenchDocument(new Request("http://shop.test/bench/bare"))).toBe(false);
    }
  });

  test("render with BENCH_ROUTES=1", () => {
    setBenchRoutes("1");
    expect(statusThrownBy(floorLoader)).toBeUndefined();
    expect(statusThrownBy(bareLoader)).toBeUndefined();
    expect(isBareBenchDocument(new Request("http://shop.test/bench/bare"))).toBe(true);
    expect(isBareBenchDocument(new Request("http://shop.test/bench/floor"))).toBe(false);
  });
});
