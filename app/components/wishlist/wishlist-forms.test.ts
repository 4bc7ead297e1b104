import { describe, expect, it } from "vitest";
import { confirmationPath, confirmationSchema, wishlistPostSchema } from "./wishlist-forms";

describe("wishlist posts", () => {
  it("reads each intent with its own fields, ids in any digits", () => {
    expect(wishlistPostSchema.parse({ intent: "add", sku: " CASE ", redirectTo: "/p/CASE/x" })).toEqual({ intent: "add", sku: "CASE" });
    expect(wishlistPostSchema.parse({ intent: "move-all-to-cart" })).toEqual({ intent: "move-all-to-cart" });
    expect(wishlistPostSchema.parse({ intent: "move-from-cart", item_id: "٤٢" })).toEqual({ intent: "move-from-cart", item_id: 42 });
    expect(wishlistPostSchema.parse({ intent: "remove-alert", id: "7" })).toEqual({ intent: "remove-alert", id: 7 });
  });

  it("refuses unknown intents, missing or overlong skus and bad ids", () => {
    for (const post of [
      {},
      { intent: "buy" },
      { intent: "add" },
      { intent: "add", sku: "   " },
      { intent: "alert-price", sku: "X".repeat(65) },
      { intent: "remove-alert", id: "0" },
      { intent: "move-from-cart", item_id: "1.5" },
      { intent: "remove-alert" },
    ]) {
      expect(wishlistPostSchema.safeParse(post).success, JSON.stringify(post)).toBe(false);
    }
  });

  it("confirms only what a GET may offer to post", () => {
    expect(confirmationSchema.safeParse({ intent: "alert-stock", sku: "CABLE-OOS", back: "/x" }).data).toEqual({ intent: "alert-stock", sku: "CABLE-OOS" });
    expect(confirmationSchema.safeParse({ intent: "delete-all" }).success).toBe(true);
    for (const intent of ["remove", "move-to-cart", "move-all-to-cart", "remove-alert"]) {
      expect(confirmationSchema.safeParse({ intent, sku: "CASE", id: "1" }).success, intent).toBe(false);
    }
  });

  it("names the confirmation page of a post, with the way back", () => {
    expect(confirmationPath({ intent: "add", sku: "A B/1" }, "/ar/p/A%20B/x?y=1")).toBe(
      "/wishlist?intent=add&sku=A+B%2F1&back=%2Far%2Fp%2FA%2520B%2Fx%3Fy%3D1",
    );
    expect(confirmationPath({ intent: "delete-all" })).toBe("/wishlist?intent=delete-all");
    const query = new URLSearchParams(confirmationPath({ intent: "alert-price", sku: "A B/1" }, "/p/x?y=1").split("?")[1]);
    expect(Object.fromEntries(query)).toEqual({ intent: "alert-price", sku: "A B/1", back: "/p/x?y=1" });
  });
});
