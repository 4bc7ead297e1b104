import path from "node:path";
import type { CommerceContext } from "../../../commerce/api/context";
import { loadReference } from "../../../commerce/api/reference";
import { openDatabase } from "../../../commerce/db/connection";
import { simulatedGateways, simulatedPaypal } from "../../../commerce/payments/simulators";
import { ProductSearch } from "../../../commerce/search/engine";
import { defaultLoyaltySettings, defaultPaymentSettings } from "../../../commerce/service";
import { E2E_COMMERCE_SECRET } from "./server-secrets";

/**
 * The commerce backend on the e2e server's database (E2E_DATABASE_URL, playwright.config.ts) or another
 * store's (`databaseUrl`), run from the
 * spec's process as a second server process would: how specs set up what they are not about (orders, gift
 * cards, customers) without driving the browser through it.
 */
export async function withCommerce<T>(run: (ctx: CommerceContext) => Promise<T>, databaseUrl = process.env.E2E_DATABASE_URL!): Promise<T> {
  const db = openDatabase(databaseUrl);
  try {
    const ctx: CommerceContext = {
      db,
      now: () => new Date(),
      storefrontOrigin: "http://127.0.0.1",
      supportEmail: "support@nour.example",
      production: false,
      // The server's own secret, so guest links open the server's pages.
      secret: E2E_COMMERCE_SECRET,
      payments: defaultPaymentSettings,
      pickupHoldDays: 7,
      returnWindowDays: 14,
      loyalty: defaultLoyaltySettings,
      // The server's own media folder (playwright.config.ts gives it DATA_DIR), so photos added here are served there.
      mediaDir: path.join(process.env.E2E_DATA_DIR!, "media"),
      // The e2e server pays through the simulators, on this same database.
      gateways: simulatedGateways(E2E_COMMERCE_SECRET),
      paypal: simulatedPaypal(E2E_COMMERCE_SECRET),
      reference: await loadReference(db),
      // Carts and orders never search.
      search: new ProductSearch([]),
    };
    return await run(ctx);
  } finally {
    await db.destroy();
  }
}
