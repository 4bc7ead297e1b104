import type { CommerceContext } from "./api/context";
import { deleteExpiredSessions } from "./api/account/sessions";
import { deleteAbandonedGuestCarts } from "./api/cart/carts";
import { loadReference } from "./api/reference";
import { checkpointInBackground } from "./db/checkpointer";
import { followCatalogueChanges } from "./catalogue/changes";
import { migrate, openDatabase } from "./db/connection";
import { createCommerceHandler } from "./handler";
import { loadSearchDocuments } from "./search/documents";
import { ProductSearch } from "./search/engine";
import { seedDatabase } from "./seed/generate";

export interface CommerceOptions {
  databaseUrl: string;
  /** Seed a demo catalogue of about this many products when the database has none. */
  seedProducts?: number;
  now?: () => Date;
  /** For links in e-mails; defaults to http://localhost:3000. */
  storefrontOrigin?: string;
}

export interface Commerce {
  handler: (request: Request) => Promise<Response>;
  context: CommerceContext;
  /**
   * Call after products change in the database: the search index and catalogue reference follow. Changes the
   * catalogue command records (catalogue_changes) arrive here by themselves within a second.
   */
  productsChanged(ids: number[]): Promise<void>;
  /** Reads catalogue_changes now instead of at the next second (tests). */
  pollCatalogueChanges(): Promise<void>;
  /** Subscribe to catalogue changes (caches of rendered pages and reads listen here); returns an unsubscribe. */
  onCatalogueChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Opens (and if needed creates and seeds) the database, builds the search index, and serves the endpoints. */
export async function startCommerce(options: CommerceOptions): Promise<Commerce> {
  const db = openDatabase(options.databaseUrl);
  await migrate(db);
  if (options.seedProducts && !(await db.selectFrom("products").select("id").limit(1).executeTakeFirst())) {
    await seedDatabase(db, { products: options.seedProducts });
  }
  const stopCheckpointing = await checkpointInBackground(db, options.databaseUrl);
  const now = options.now ?? (() => new Date());
  const context: CommerceContext = {
    db,
    now,
    storefrontOrigin: options.storefrontOrigin ?? "http://localhost:3000",
    reference: await loadReference(db),
    search: await ProductSearch.fromDatabase(db),
  };
  const listeners = new Set<() => void>();
  const stopSweeping = sweepEvery(SWEEP_INTERVAL_MS, async () => {
    await deleteAbandonedGuestCarts(db, now());
    await deleteExpiredSessions(db, now());
  });
  async function productsChanged(ids: number[]): Promise<void> {
    const documents = await loadSearchDocuments(db, ids);
    const present = new Set(documents.map((d) => d.id));
    context.search.upsert(documents);
    context.search.remove(ids.filter((id) => !present.has(id)));
    context.reference = await loadReference(db);
    for (const listener of listeners) listener();
  }
  const catalogueChanges = await followCatalogueChanges(db, productsChanged);
  return {
    handler: createCommerceHandler(context),
    context,
    productsChanged,
    pollCatalogueChanges: () => catalogueChanges.poll(),
    onCatalogueChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await catalogueChanges.stop();
      stopSweeping();
      await stopCheckpointing();
      await db.destroy();
    },
  };
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Runs a clean-up now and then every `intervalMs`, never two at once; a failure is logged and retried next time. */
function sweepEvery(intervalMs: number, sweep: () => Promise<unknown>): () => void {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= sweep()
      .catch((error: unknown) => console.error("commerce: clean-up failed:", error))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
