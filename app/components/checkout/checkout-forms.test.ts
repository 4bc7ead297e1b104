import { describe, expect, it } from "vitest";
import { guestContactSchema } from "./checkout-forms";

/** A guest who creates an account at checkout meets the same password rule as the sign-up page (decision 028). */
describe("guest contact with a new account", () => {
  const contact = { full_name: "Sara Ahmed", email: "sara@example.ae", mobile: "0501234567", create_account: "on" };
  const passwordErrors = (password: string) => {
    const parsed = guestContactSchema.safeParse({ ...contact, password });
    return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === "password").map((issue) => issue.message);
  };

  it("refuses a password that is easy to guess, with the reason", () => {
    for (const weak of ["aaaaaaaa", " ".repeat(8), "😀".repeat(8), "Password123"]) {
      expect(passwordErrors(weak), weak).toEqual(["account:validation.passwordWeak"]);
    }
  });

  it("asks for 8 to 16 characters first, and takes a strong one", () => {
    expect(passwordErrors("Ab3$xyz")).toEqual(["checkout:contact.passwordRequired"]);
    expect(passwordErrors("Falcon-Dunes-42")).toEqual([]);
  });
});
