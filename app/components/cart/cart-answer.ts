import type { SubmissionResult } from "@conform-to/react";
import type { Cart } from "~/models/cart-schemas";
import type { CartIntent } from "./cart-forms";
import type { CartMessageKey } from "./messages";

/**
 * What the one cart action answers a fetcher: the cart controls read it through `useFetcher<CartAnswer>`, so
 * they do not import the cart route that renders them. `cart-answer.test.ts` holds the action to this shape.
 */
export type CartAnswer =
  | {
      ok: true;
      intent: CartIntent;
      result: SubmissionResult<string[]>;
      /** After an add: the cart, for the microcart. */
      cart?: Cart | undefined;
      itemId?: number | undefined;
    }
  | {
      ok: false;
      intent: CartIntent | "unknown";
      result: SubmissionResult<string[]> | null;
      error: CartMessageKey;
      cart?: undefined;
      itemId?: undefined;
    };
