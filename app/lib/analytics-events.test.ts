import { describe, expect, test } from "vitest";
import { addToCartEvent, aedOfFils, beginCheckoutEvent, purchaseEvent, viewItemEvent } from "./analytics-events";

const phone = { sku: "PHN-001", name: "هاتف نور ١٢", unitPriceFils: 349_900 };
const cable = { sku: "CBL-USB-C", name: "USB-C cable", unitPriceFils: 1_995 };

describe("analytics events", () => {
  test("AED are decimals of integer fils, without float noise", () => {
    expect(aedOfFils(12_345)).toBe(123.45);
    expect(aedOfFils(1_995)).toBe(19.95);
    expect(aedOfFils(10)).toBe(0.1);
    expect(aedOfFils(0)).toBe(0);
    expect(aedOfFils(349_900)).toBe(3499);
  });

  test("a product view names one unit of the product, Arabic names as they are", () => {
    expect(viewItemEvent(phone)).toEqual({
      event: "view_item",
      ecommerce: { currency: "AED", value: 3499, items: [{ item_id: "PHN-001", item_name: "هاتف نور ١٢", price: 3499, quantity: 1 }] },
    });
  });

  test("an add to cart is worth the units added", () => {
    expect(addToCartEvent({ ...cable, quantity: 3 })).toEqual({
      event: "add_to_cart",
      ecommerce: { currency: "AED", value: 59.85, items: [{ item_id: "CBL-USB-C", item_name: "USB-C cable", price: 19.95, quantity: 3 }] },
    });
  });

  test("the checkout and the purchase are worth the grand total (delivery and discounts included), with every line", () => {
    const lines = [{ ...phone, quantity: 1 }, { ...cable, quantity: 2 }];
    const begin = beginCheckoutEvent(lines, 354_890);
    expect(begin.event).toBe("begin_checkout");
    expect(begin.ecommerce.value).toBe(3548.9);
    expect(begin.ecommerce.items.map((item) => [item.item_id, item.quantity, item.price])).toEqual([
      ["PHN-001", 1, 3499],
      ["CBL-USB-C", 2, 19.95],
    ]);
    expect(purchaseEvent({ number: "000000123", totalFils: 354_890, lines })).toEqual({
      event: "purchase",
      ecommerce: { transaction_id: "000000123", currency: "AED", value: 3548.9, items: begin.ecommerce.items },
    });
  });
});
