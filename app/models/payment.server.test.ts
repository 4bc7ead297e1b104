import { describe, expect, it } from "vitest";
import { getInstalmentOffer } from "./payment.server";

// No commerce backend runs in this file: any call to it would fail the test.
describe("getInstalmentOffer", () => {
  it.each([0, -100])("offers nothing, quietly and without asking the backend, for %i fils to pay", async (amount) => {
    await expect(getInstalmentOffer({ locale: "en", amount })).resolves.toBeNull();
  });
});
