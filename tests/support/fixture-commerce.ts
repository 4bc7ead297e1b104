import { afterAll, beforeAll, expect } from "vitest";
import { startCommerce, type Commerce, type CommerceOptions } from "../../commerce/service";
import { call } from "./call";
import { createCatalogFixture, FIXTURE_NOW, FIXTURE_SECRET } from "./catalog-fixture";
import { tempDatabase } from "./temp-database";

/**
 * The embedded commerce backend over the hand-made catalogue fixture, in a temp SQLite file, for one test
 * file: started before its tests, closed and removed after them. "Now" is FIXTURE_NOW; `options` adds to the
 * backend's options.
 */
export function useFixtureCommerce(options: Partial<CommerceOptions> = {}) {
  const database = tempDatabase();
  let commerce: Commerce | undefined;
  let ids = new Map<string, number>();
  beforeAll(async () => {
    ids = await createCatalogFixture(database.url);
    commerce = await startCommerce({ ...options, databaseUrl: database.url, now: () => FIXTURE_NOW, secret: FIXTURE_SECRET });
  });
  afterAll(async () => {
    await commerce?.close();
    database.remove();
  });
  const started = (): Commerce => {
    if (!commerce) throw new Error("the fixture commerce starts in beforeAll");
    return commerce;
  };
  return {
    commerce: started,
    db: () => started().context.db,
    /** The SQLite file, for a second process to open. */
    databaseUrl: () => database.url,
    /** Product ids of the fixture, by sku. */
    id: (sku: string) => ids.get(sku)!,
    get: (path: string) => call(started().handler, "GET", path),
    post: (path: string, body?: unknown) => call(started().handler, "POST", path, body ?? {}),
    /** How many times the backend told its listeners the catalogue changed (caches purged) because of `act`. */
    async changesAfter(act: () => Promise<unknown>): Promise<number> {
      await started().pollCatalogueChanges();
      let changes = 0;
      const stop = started().onCatalogueChange(() => (changes += 1));
      try {
        await act();
        await started().pollCatalogueChanges();
      } finally {
        stop();
      }
      return changes;
    },
  };
}

export type FixtureCommerce = ReturnType<typeof useFixtureCommerce>;

/** Reads a cart, which must exist. */
export async function pullCart({ get }: FixtureCommerce, cartId: string, store = "en") {
  const res = await get(`/api/cart/pull?cartId=${cartId}&storeCode=${store}`);
  expect(res.status).toBe(200);
  return res.result;
}

/** Asserts a refused call: the status, the message key, and a cart that did not change. */
export async function expectRefused(
  fixture: FixtureCommerce,
  cartId: string,
  res: Promise<{ status: number; result: unknown }>,
  status: number,
  key: string,
) {
  const before = await pullCart(fixture, cartId);
  const answer = await res;
  expect(answer.result).toBe(key);
  expect(answer.status).toBe(status);
  expect(await pullCart(fixture, cartId)).toEqual(before);
}
