import type { useFetcher } from "react-router";
import { describe, expectTypeOf, it } from "vitest";
import type { action } from "~/routes/($lang).cart";
import type { CartAnswer } from "./cart-answer";

type ActionAnswer = NonNullable<ReturnType<typeof useFetcher<typeof action>>["data"]>;

describe("CartAnswer", () => {
  it("describes every answer the cart action sends a fetcher", () => {
    expectTypeOf<ActionAnswer>().toMatchTypeOf<CartAnswer>();
  });
});
