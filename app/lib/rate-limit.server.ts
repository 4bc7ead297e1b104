import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "./config.server";

/**
 * Limits on what a client can guess or flood (decision 011), counted per client address by
 * `rate-limiter-flexible`: in each process's memory, or with RATE_LIMIT_STORE=database in PostgreSQL's
 * `rate_limits` table, so every process and machine counts together. Each policy is sized so a person
 * never meets it: shoppers on one mobile carrier share an address (carrier-grade NAT).
 */
export const RATE_LIMITS = {
  /** Gift card codes and balance checks: a code is worth money, so guesses are few. */
  giftCard: { points: 10, duration: 10 * 60 },
  /** Promo codes. */
  coupon: { points: 30, duration: 10 * 60 },
  /** New carts created by one address (a browser keeps one cart; see decision 007). */
  cartCreate: { points: 300, duration: 60 },
  /**
   * Password checks (sign-in, change password), per address, and per account from each address (`accountKey`):
   * one address guessing at one account is stopped sooner, and nobody can spend the owner's tries from
   * elsewhere. The reset and code policies count the same way.
   */
  signInClient: { points: 20, duration: 10 * 60 },
  signInAccount: { points: 10, duration: 15 * 60 },
  /** Codes texted to a mobile cost money and annoy the owner: few per number from one address. */
  codeSendClient: { points: 10, duration: 15 * 60 },
  codeSendAccount: { points: 3, duration: 15 * 60 },
  /**
   * Cash on delivery codes per mobile from every address together, and per cart: the number is typed at checkout,
   * not proven, so counting it with the address alone let a flood reach one phone from many addresses.
   */
  codSendMobile: { points: 5, duration: 15 * 60 },
  codSendCart: { points: 5, duration: 15 * 60 },
  /** Code guesses; each code also dies after 5 wrong tries. */
  codeVerifyClient: { points: 20, duration: 10 * 60 },
  /** Reset e-mails per address, and per mailbox from one address. */
  resetClient: { points: 10, duration: 15 * 60 },
  resetAccount: { points: 3, duration: 15 * 60 },
  signUpClient: { points: 10, duration: 60 * 60 },
  /** Sign-ins started at an identity provider (decision 059): each is a pending sign-in and a later token request. */
  providerSignIn: { points: 30, duration: 10 * 60 },
  /** Newsletter sign-ups from the footer: a person subscribes once or twice. */
  newsletter: { points: 20, duration: 60 * 60 },
  /** Compare adds and removes: each is a commerce call, and a person presses a few a minute. */
  compare: { points: 120, duration: 60 },
  /** Contact form messages: each reaches a person on the support team. */
  contact: { points: 5, duration: 60 * 60 },
  /** "Share by e-mail": per address, and per recipient so nobody's mailbox is flooded from many addresses. */
  shareClient: { points: 10, duration: 60 * 60 },
  shareRecipient: { points: 3, duration: 60 * 60 },
  /** Store visit bookings: a family books a few; a flood would fill the stores' slots. */
  storeVisit: { points: 10, duration: 60 * 60 },
  /** Trade-in submissions, each a voucher and an e-mail: a person trades in a few devices, not dozens. */
  tradeInClient: { points: 10, duration: 60 * 60 },
  tradeInEmail: { points: 5, duration: 60 * 60 },
  /** Reviews written, per address and per customer: a shopper reviews a few products at a time, a flood is spam. */
  reviewClient: { points: 30, duration: 60 * 60 },
  reviewAccount: { points: 10, duration: 60 * 60 },
  /** Reports of reviews: each puts a review before a person; a shopper reports a few, not a page of them. */
  reviewReport: { points: 10, duration: 60 * 60 },
  /**
   * Staff sign-in (decision 040): a staff password opens the store, so fewer tries than a shopper's, per address and
   * per account from each address; authenticator and recovery codes per address.
   */
  staffSignInClient: { points: 10, duration: 15 * 60 },
  staffSignInAccount: { points: 5, duration: 15 * 60 },
  staffCodeClient: { points: 10, duration: 10 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitPolicy = keyof typeof RATE_LIMITS;

/** Connections each process keeps for counting; a count is one short statement. */
const SHARED_POOL_SIZE = 4;
let sharedPool: pg.Pool | undefined;

function createLimiter(policy: RateLimitPolicy): RateLimiterAbstract {
  const options = { keyPrefix: policy, ...RATE_LIMITS[policy] };
  if (config.rateLimitStore === "memory") return new RateLimiterMemory(options);
  if (!sharedPool) {
    sharedPool = new pg.Pool({ connectionString: config.databaseUrl, max: SHARED_POOL_SIZE });
    sharedPool.on("error", (error) => console.error("rate limits: PostgreSQL connection lost:", error.message));
  }
  return new RateLimiterPostgres({
    ...options,
    storeClient: sharedPool,
    // Made by the migrations (0010), not by each process as it starts.
    tableName: "rate_limits",
    tableCreated: true,
    // While the database cannot be reached, each process counts on its own rather than failing the request.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

const limiters = new Map<RateLimitPolicy, RateLimiterAbstract>();

export interface RateLimitVerdict {
  limited: boolean;
  /** When `limited`: seconds until the next attempt is allowed (for `Retry-After`). */
  retryAfterSeconds: number;
}

/** Counts one attempt of `client` under `policy`; says whether it is over the limit. */
export async function consume(policy: RateLimitPolicy, client: string): Promise<RateLimitVerdict> {
  let limiter = limiters.get(policy);
  if (!limiter) {
    limiter = createLimiter(policy);
    limiters.set(policy, limiter);
  }
  try {
    await limiter.consume(client);
    return { limited: false, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/**
 * Counts one attempt against each `[policy, key]` (a client address, an e-mail, a mobile); the verdict of
 * the first that is over its limit, else not limited. Every count is taken, so a limited client keeps counting.
 */
export async function consumeAll(checks: ReadonlyArray<readonly [RateLimitPolicy, string]>): Promise<RateLimitVerdict> {
  const verdicts = await Promise.all(checks.map(([policy, key]) => consume(policy, key)));
  return verdicts.find((verdict) => verdict.limited) ?? { limited: false, retryAfterSeconds: 0 };
}

/**
 * The key of a per-account policy: the account (an e-mail, a mobile) together with the client address. Counted
 * by the account alone, a stranger's failed tries from anywhere used up the owner's and locked them out.
 */
export function accountKey(account: string, client: string): string {
  return `${account} ${client}`;
}
