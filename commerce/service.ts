import path from "node:path";
import type { CommerceContext, LoyaltySettings, PaymentSettings } from "./api/context";
import { secretInFile } from "../common/secret-file";
import { deleteExpiredSessions } from "./api/account/sessions";
import { deleteAbandonedCarts } from "./api/cart/carts";
import { loadReference } from "./api/reference";
import { checkpointInBackground } from "./db/checkpointer";
import { CATALOGUE_CHANNEL, followCatalogueChanges } from "./catalogue/changes";
import { isPostgresUrl, migrate, openDatabase, type DB } from "./db/connection";
import { listenForNotifications } from "./db/notifications";
import { createCommerceHandler } from "./handler";
import { expireAbandonedPayments } from "./api/checkout/place";
import { sweepUncollected } from "./api/orders/uncollected";
import { announceSpecialPriceWindows } from "./api/products-admin/special-price-windows";
import { outboxDelivery } from "./outbox/delivery";
import { overTheNetwork, type PaypalAccount } from "./payments/gateways";
import { handleSimulatorRequest, simulatedGateways, simulatedPaypal } from "./payments/simulators";
import { handleTestIdentityRequest, isTestIdentityPath } from "./identity-provider/handler";
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
  /**
   * Links made in a call go to the origin the storefront names in it (STOREFRONT_ORIGIN_HEADER), the one the
   * shopper used; `storefrontOrigin` stays for calls that name none and for background work (stock alerts).
   * For a store without PUBLIC_ORIGIN only: with it, a call could not point links elsewhere.
   */
  storefrontOriginFromCalls?: boolean;
  /** Where the contact form's messages go; defaults to support@nour.example. */
  supportEmail?: string;
  /** Send e-mail through this SMTP server (`smtp://` or `smtps://`). */
  smtpUrl?: string | null;
  /** Write every e-mail and SMS to this folder as a file. */
  outboxDir?: string | null;
  /** Hides what only developers and tests may read (the outbox endpoint). */
  production?: boolean;
  /** Signs guest order links; without it one is generated into `dataDir`. */
  secret?: string | null;
  dataDir?: string;
  /** Where product photos are written (decision 052); `dataDir`/media when absent. */
  mediaDir?: string;
  payments?: Partial<PaymentSettings>;
  /** PICKUP_HOLD_DAYS; 7 when absent. */
  pickupHoldDays?: number;
  /** RETURN_WINDOW_DAYS; 14 when absent. */
  returnWindowDays?: number;
  /** LOYALTY_*; 1 point per AED, 1 fils per point and 12 months when absent. */
  loyalty?: Partial<LoyaltySettings>;
  /** Serve the built-in payment simulators and pay through them (PAYMENT_SIMULATORS); on unless false. */
  paymentSimulators?: boolean;
  /** A real PayPal account (PAYPAL_*): PayPal is paid there instead of at the simulator. */
  paypal?: PaypalAccount | null;
  /** Serve the built-in test identity provider (TEST_IDENTITY_PROVIDER, decision 059); off unless true. */
  testIdentityProvider?: boolean;
}

const DEFAULT_PICKUP_HOLD_DAYS = 7;
const DEFAULT_RETURN_WINDOW_DAYS = 14;

export const defaultLoyaltySettings: LoyaltySettings = { pointsPerAed: 1, filsPerPoint: 1, expiryMonths: 12 };

export const defaultPaymentSettings: PaymentSettings = { codFee: 0, codMax: 500_000, paymentTimeoutMs: 30 * 60_000 };

export interface Commerce {
  handler: (request: Request) => Promise<Response>;
  /** The payment simulators' pages and APIs (null for another path), or null when they are not mounted. */
  simulators: ((request: Request) => Promise<Response | null>) | null;
  /** The test identity provider's pages and API (null for another path), or null when it is not mounted. */
  testIdentityProvider: ((request: Request) => Promise<Response | null>) | null;
  context: CommerceContext;
  /**
   * Call after products change in the database: the search index and catalogue reference follow. Changes
   * other processes record (catalogue_changes) arrive here by themselves within a second, on PostgreSQL at once.
   */
  productsChanged(ids: number[]): Promise<void>;
  /** Reads catalogue_changes now instead of at the next second (tests). */
  pollCatalogueChanges(): Promise<void>;
  /** Subscribe to catalogue changes (caches of rendered pages and reads listen here); returns an unsubscribe. */
  onCatalogueChange(listener: () => void): () => void;
  /** Delivers the pending messages of the outbox now (it also runs every half second); resolves when done. */
  deliverOutbox(): Promise<void>;
  /** Fails the card and BNPL payments left unanswered past PAYMENT_TIMEOUT_MINUTES now (it also runs every minute). */
  expireAbandonedPayments(): Promise<void>;
  /** Announces the special price windows that opened or closed since the last run now (it also runs every minute). */
  announceSpecialPriceWindows(): Promise<void>;
  close(): Promise<void>;
}

/** Opens (and if needed creates and seeds) the database, builds the search index, and serves the endpoints. */
export async function startCommerce(options: CommerceOptions): Promise<Commerce> {
  const db = openDatabase(options.databaseUrl);
  await migrate(db);
  if (options.seedProducts) await seedWhenEmpty(db, options.seedProducts);
  const stopCheckpointing = await checkpointInBackground(db, options.databaseUrl);
  const now = options.now ?? (() => new Date());
  const secret = options.secret || secretInFile(path.join(options.dataDir ?? "./data", "commerce-secret"));
  const simulators = options.paymentSimulators ?? true;
  const context: CommerceContext = {
    db,
    now,
    storefrontOrigin: options.storefrontOrigin ?? "http://localhost:3000",
    supportEmail: options.supportEmail ?? "support@nour.example",
    production: options.production ?? false,
    secret,
    payments: { ...defaultPaymentSettings, ...options.payments },
    pickupHoldDays: options.pickupHoldDays ?? DEFAULT_PICKUP_HOLD_DAYS,
    returnWindowDays: options.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
    loyalty: { ...defaultLoyaltySettings, ...options.loyalty },
    mediaDir: options.mediaDir ?? path.join(options.dataDir ?? "./data", "media"),
    gateways: simulators ? simulatedGateways(secret) : null,
    paypal: options.paypal ? { ...options.paypal, send: overTheNetwork } : simulators ? simulatedPaypal(secret) : null,
    reference: await loadReference(db),
    search: await ProductSearch.fromDatabase(db),
  };
  const listeners = new Set<() => void>();
  const sweeping = repeatEvery("clean-up", SWEEP_INTERVAL_MS, async () => {
    await deleteAbandonedCarts(db, now());
    await deleteExpiredSessions(db, now());
    await sweepUncollected(context);
  });
  const payments = repeatEvery("abandoned payments", PAYMENT_SWEEP_INTERVAL_MS, () => expireAbandonedPayments(context));
  const specialPrices = repeatEvery("special price windows", SPECIAL_PRICE_INTERVAL_MS, () => announceSpecialPriceWindows(context));
  const outbox = outboxDelivery(db, { smtpUrl: options.smtpUrl, outboxDir: options.outboxDir, now });
  const delivering = repeatEvery("outbox delivery", OUTBOX_INTERVAL_MS, () => outbox.deliverPending());
  async function productsChanged(ids: number[]): Promise<void> {
    // A few hundred products at a time, yielding between them: a file of 10,000 changes (decision 053) would
    // otherwise hold the event loop for seconds while every page waits.
    for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
      const batch = ids.slice(start, start + REFRESH_BATCH);
      const documents = await loadSearchDocuments(db, batch);
      const present = new Set(documents.map((d) => d.id));
      context.search.upsert(documents);
      context.search.remove(batch.filter((id) => !present.has(id)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    context.reference = await loadReference(db);
    for (const listener of listeners) listener();
  }
  const catalogueChanges = await followCatalogueChanges(db, productsChanged);
  const stopListening = isPostgresUrl(options.databaseUrl)
    ? await listenForNotifications(options.databaseUrl, CATALOGUE_CHANNEL, catalogueChanges.wake)
    : async () => {};
  const handler = createCommerceHandler(context, { storefrontOriginFromCalls: options.storefrontOriginFromCalls });
  return {
    handler,
    // The simulators notify the store's backend as real providers do (decision 043).
    simulators: simulators ? (request) => handleSimulatorRequest(context, request, handler) : null,
    testIdentityProvider: options.testIdentityProvider
      ? async (request) => (isTestIdentityPath(new URL(request.url).pathname) ? handleTestIdentityRequest(secret, request, now) : null)
      : null,
    context,
    productsChanged,
    pollCatalogueChanges: () => catalogueChanges.poll(),
    onCatalogueChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliverOutbox: delivering.run,
    expireAbandonedPayments: payments.run,
    announceSpecialPriceWindows: specialPrices.run,
    async close() {
      await stopListening();
      await catalogueChanges.stop();
      await Promise.all([sweeping.stop(), delivering.stop(), payments.stop(), specialPrices.stop()]);
      outbox.close();
      await stopCheckpointing();
      await db.destroy();
    },
  };
}

/** Seeds the demo catalogue into an empty database; machines starting together on one database seed it once. */
async function seedWhenEmpty(db: DB, products: number): Promise<void> {
  const hasProducts = async () => Boolean(await db.selectFrom("products").select("id").limit(1).executeTakeFirst());
  if (await hasProducts()) return;
  try {
    await seedDatabase(db, { products });
  } catch (error) {
    // Another process seeded it meanwhile: its transaction won, this one changed nothing.
    if (!(await hasProducts())) throw error;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const OUTBOX_INTERVAL_MS = 500;
const PAYMENT_SWEEP_INTERVAL_MS = 60 * 1000;
/** Products re-read for the search index at a time when the catalogue changed. */
const REFRESH_BATCH = 500;
const SPECIAL_PRICE_INTERVAL_MS = 60 * 1000;

/**
 * Runs a background job now and then every `intervalMs`, never two runs at once. `run()` starts a run, or
 * when one is under way one more after it (shared by every call meanwhile), and resolves when that run is
 * done. A failure is logged and the job runs again next time.
 */
function repeatEvery(name: string, intervalMs: number, job: () => Promise<unknown>) {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = job()
      .then(
        () => undefined,
        (error: unknown) => console.error(`commerce: ${name} failed:`, error),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const run = (): Promise<void> => {
    if (!running) return start();
    next ??= running.then(() => {
      next = null;
      return start();
    });
    return next;
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await (next ?? running);
    },
  };
}
