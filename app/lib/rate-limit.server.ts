import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Limits on what a client can guess or flood (decision 011), counted per client address by
 * `rate-limiter-flexible`. The store is in-process for now; the scale-out issue swaps `createLimiter` for a
 * shared store (PostgreSQL or Redis) so every process and machine counts together. Each policy is sized
 * so a person never meets it: shoppers on one mobile carrier share an address (carrier-grade NAT).
 */
export const RATE_LIMITS = {
  /** Gift card codes and balance checks: a code is worth money, so guesses are few. */
  giftCard: { points: 10, duration: 10 * 60 },
  /** Promo codes. */
  coupon: { points: 30, duration: 10 * 60 },
  /** New carts created by one address (a browser keeps one cart; see decision 007). */
  cartCreate: { points: 300, duration: 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitPolicy = keyof typeof RATE_LIMITS;

function createLimiter(policy: RateLimitPolicy): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: policy, ...RATE_LIMITS[policy] });
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

/** The client address http-server.js puts in the load context; one shared bucket when there is none (tests calling actions directly). */
export function clientOf(context: unknown): string {
  const address = (context as { clientAddress?: unknown } | null)?.clientAddress;
  return typeof address === "string" && address !== "" ? address : "unknown";
}
