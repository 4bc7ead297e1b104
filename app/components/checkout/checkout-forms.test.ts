import { describe, expect, it } from "vitest";
import { guestContactSchema, paymentSchema } from "./checkout-forms";

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

/** The card instalment plan at the payment step (decision 046): needed with instalments, one of the listed plans. */
describe("the payment step's instalment plan", () => {
  const payment = { method: "installments", terms: "on" };
  const planErrors = (values: Record<string, string>) => {
    const parsed = paymentSchema.safeParse({ ...payment, ...values });
    return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === "instalment_plan").map((issue) => issue.message);
  };

  it("is needed with card instalments only", () => {
    expect(planErrors({})).toEqual(["checkout:validation.planRequired"]);
    expect(planErrors({ instalment_plan: " " })).toEqual(["checkout:validation.planRequired"]);
    expect(planErrors({ method: "credit_card" })).toEqual([]);
  });

  it("takes a listed bank and plan length, in any digits, and refuses others", () => {
    expect(paymentSchema.parse({ ...payment, instalment_plan: "gtb-١٨" }).instalment_plan).toBe("GTB-18");
    for (const plan of ["XYZ-12", "NTB-13", "NTB"]) expect(planErrors({ instalment_plan: plan }), plan).toEqual(["checkout:validation.planInvalid"]);
  });
});
