import type { DB } from "../db/connection";
import type { PaymentGateways, PaypalService } from "../payments/gateways";
import type { ProductSearch } from "../search/engine";
import type { CatalogueReference } from "./reference";

/** What every commerce handler works with. `now` is injectable so price windows can be tested. */
export interface CommerceContext {
  db: DB;
  search: ProductSearch;
  reference: CatalogueReference;
  now: () => Date;
  /** Where shoppers reach the storefront (`https://www.example.ae`), for links in e-mails. */
  storefrontOrigin: string;
  /** Where the contact form's messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** A production backend hides what only developers and tests may read (the outbox endpoint). */
  production: boolean;
  /** Signs what the backend hands out and must recognise again (a guest's order link). */
  secret: string;
  payments: PaymentSettings;
  /** Days an order ready for collection waits at the store before the sweep cancels it (PICKUP_HOLD_DAYS). */
  pickupHoldDays: number;
  /** Calendar days (UAE) after a shipment reached the shopper that its lines may be returned (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** What the loyalty card earns and is worth (LOYALTY_*, decision 065). */
  loyalty: LoyaltySettings;
  /** The folder product photos are written to, shared by every node (MEDIA_DIR, decision 052). */
  mediaDir: string;
  /** The card and BNPL services the providers call (the built-in simulators by default); null when none is configured. */
  gateways: PaymentGateways | null;
  /** The PayPal the PayPal provider calls (a real account, else the simulator); null: PayPal is not offered. */
  paypal: PaypalService | null;
  /** The customer group whose prices this call's catalogue reads show (decision 060); general when absent. */
  priceGroup?: number;
}

/** How payments behave (configuration: COD_FEE, COD_MAX, PAYMENT_TIMEOUT_MINUTES). */
export interface PaymentSettings {
  /** The cash on delivery fee, in fils (a total segment when cash on delivery is chosen). */
  codFee: number;
  /** Cash on delivery is not offered above this grand total, in fils. */
  codMax: number;
  /** A card or BNPL payment not answered within this many ms releases its order's stock. */
  paymentTimeoutMs: number;
}

/** The loyalty card's rates (configuration: LOYALTY_POINTS_PER_AED, LOYALTY_FILS_PER_POINT, LOYALTY_EXPIRY_MONTHS). */
export interface LoyaltySettings {
  /** Points a completed order earns for each whole AED it cost. */
  pointsPerAed: number;
  /** What one point pays at checkout, in fils. */
  filsPerPoint: number;
  /** Months after they are earned that points expire. */
  expiryMonths: number;
}

/** What reading products and their prices needs, without the search index: the catalogue command has this much. */
export type CatalogueReader = Pick<CommerceContext, "db" | "reference" | "now" | "priceGroup">;
