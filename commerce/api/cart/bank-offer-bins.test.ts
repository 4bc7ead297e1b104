import { beforeAll, describe, expect, it } from "vitest";
import { useFixtureCommerce } from "../../../tests/support/fixture-commerce";
import { binInRanges, keepBankOfferFor, suitsBankOffer } from "./bank-offer-bins";

/** Decision 047: a bank offer is for the cards whose BIN is in one of its ranges, and only for a card. */

const ENBD = [
  { bin_from: "455700", bin_to: "455799" },
  { bin_from: "524100", bin_to: "524149" },
];

describe("a card's BIN against a bank offer's ranges", () => {
  it("is in range inside a range and at both of its ends, inclusive", () => {
    expect(binInRanges("455750", ENBD)).toBe(true);
    expect(binInRanges("455700", ENBD)).toBe(true);
    expect(binInRanges("455799", ENBD)).toBe(true);
    expect(binInRanges("524149", ENBD)).toBe(true);
  });

  it("is out of range just outside each end and between the ranges", () => {
    expect(binInRanges("455699", ENBD)).toBe(false);
    expect(binInRanges("455800", ENBD)).toBe(false);
    expect(binInRanges("524150", ENBD)).toBe(false);
    expect(binInRanges("411111", ENBD)).toBe(false);
  });

  it("takes only six digits: no BIN, a shorter or longer one, or one with letters is in no range", () => {
    expect(binInRanges(null, ENBD)).toBe(false);
    expect(binInRanges("45575", ENBD)).toBe(false);
    expect(binInRanges("4557501", ENBD)).toBe(false);
    expect(binInRanges("4557a0", ENBD)).toBe(false);
    expect(binInRanges("455750", [])).toBe(false);
  });
});

describe("the way to pay against the cart's bank offer", () => {
  const fixture = useFixtureCommerce();
  beforeAll(async () => {
    await fixture.db().insertInto("bank_offer_bins").values([{ coupon_code: "BANK15", bin_from: "455700", bin_to: "455799" }]).execute();
  });

  it("suits a card of the bank's, typed or saved, paid at once or in instalments", async () => {
    expect(await suitsBankOffer(fixture.db(), "BANK15", { method: "credit_card", bin: "455701" })).toBe(true);
    expect(await suitsBankOffer(fixture.db(), "bank15", { method: "installments", bin: "455799" })).toBe(true);
  });

  it("does not suit another bank's card, a saved card with no BIN kept, or any way to pay but a card", async () => {
    expect(await suitsBankOffer(fixture.db(), "BANK15", { method: "credit_card", bin: "411111" })).toBe(false);
    expect(await suitsBankOffer(fixture.db(), "BANK15", { method: "credit_card", bin: null })).toBe(false);
    for (const method of ["tabby", "tamara", "cashondelivery", "free"]) {
      expect(await suitsBankOffer(fixture.db(), "BANK15", { method, bin: "455701" })).toBe(false);
    }
    // An offer that names no ranges is for no card.
    expect(await suitsBankOffer(fixture.db(), "BANK100", { method: "credit_card", bin: "455701" })).toBe(false);
  });

  it("keeps the offer on the cart for the bank's card, and takes it off, remembering which, otherwise", async () => {
    const cartId: string = (await fixture.post("/api/cart/create")).result.cartId;
    await fixture.db().updateTable("carts").set({ bank_coupon_code: "BANK15" }).where("token", "=", cartId).execute();
    const cart = () => fixture.db().selectFrom("carts").select(["id", "bank_coupon_code", "bank_offer_removed"]).where("token", "=", cartId).executeTakeFirstOrThrow();

    expect(await keepBankOfferFor(fixture.db(), await cart(), { method: "credit_card", bin: "455701" })).toBe(true);
    expect(await cart()).toMatchObject({ bank_coupon_code: "BANK15", bank_offer_removed: null });

    expect(await keepBankOfferFor(fixture.db(), await cart(), { method: "credit_card", bin: "455800" })).toBe(false);
    expect(await cart()).toMatchObject({ bank_coupon_code: null, bank_offer_removed: "BANK15" });
    // With no bank offer left there is nothing to keep or take off.
    expect(await keepBankOfferFor(fixture.db(), await cart(), { method: "tabby", bin: null })).toBe(true);
  });
});
