import { z } from "zod";
import { FULL_NAME_MAX, isName, readOtp } from "../../../commerce/contract/account";
import { readId } from "../../../commerce/contract/cart";
import { newPasswordProblem } from "../../../commerce/contract/password-strength";
import {
  COMPANY_NAME_MAX,
  DELIVERY_METHODS,
  readEmployeeId,
  readTrn,
  readVehicleNumber,
  VEHICLE_MODEL_MAX,
} from "../../../commerce/contract/checkout";
import { planValue, readInstalmentPlan } from "../../../commerce/contract/instalment-plan";
import { readPoints } from "../../../commerce/contract/loyalty";
import { emailField, mobileField, required } from "~/components/account/account-forms";
import { addressFormSchema } from "~/components/address/address-form-schema";

/**
 * The checkout steps' forms, one rule per field from the shared contracts (commerce/contract/checkout.ts,
 * account.ts, address.ts); the commerce endpoints check them again. Messages are keys of the `account`
 * namespace, or with their prefix of `checkout` and `address`.
 */

export const fullNameField = z.string(required).trim().max(FULL_NAME_MAX, "address:validation.fullNameTooLong").refine(isName, "validation.nameInvalid");

/** Blank is absent. */
const optionalText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const readWith = (reader: (value: unknown) => string | null, message: string) =>
  z.string().transform((value, ctx) => {
    const read = reader(value);
    if (read === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return read ?? z.NEVER;
  });

export const contactSchema = z.object({ full_name: fullNameField, email: emailField, mobile: mobileField });

/** A guest's details, and a password when they create an account as they check out (first and last name needed then). */
export const guestContactSchema = contactSchema
  .extend({ create_account: z.literal("on").optional(), password: z.string().optional() })
  .superRefine((value, ctx) => {
    if (!value.create_account) return;
    const problem = newPasswordProblem(value.password ?? "");
    if (problem) {
      const message = problem === "length" ? "checkout:contact.passwordRequired" : "account:validation.passwordWeak";
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: ["password"] });
    }
    if (value.full_name.split(/\s+/).length < 2) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "checkout:contact.fullNameForAccount", path: ["full_name"] });
    }
  });

const choice = (message: string) =>
  z.string({ required_error: message }).transform((value, ctx) => {
    const id = readId(value);
    if (id === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return id ?? z.NEVER;
  });

/**
 * The delivery step: a method, then what that method needs: an address (one of the book's, `address_choice`
 * = its id, or `new` with the address fields) for home delivery, a store for pickup, the car for curbside.
 * Fields of the other methods may come along (the page shows them all without JavaScript) and are ignored.
 */
export const deliverySchema = z
  .object({
    method: z.enum(DELIVERY_METHODS, { errorMap: () => ({ message: "checkout:validation.methodRequired" }) }),
    address_choice: z.string().optional(),
    address: z.unknown().optional(),
    pickup_store_id: z.string().optional(),
    vehicle_model: z.string().optional(),
    vehicle_number: z.string().optional(),
  })
  .transform((value, ctx) => {
    const fail = (path: string[], message: string) => {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path });
      return z.NEVER;
    };
    if (value.method === "clickandcollect" || value.method === "curbside") {
      const store = readId(value.pickup_store_id);
      if (store === null) return fail(["pickup_store_id"], "checkout:validation.storeRequired");
      if (value.method === "clickandcollect") return { method: value.method, pickup_store_id: store };
      const model = value.vehicle_model?.trim() ?? "";
      if (model === "" || model.length > VEHICLE_MODEL_MAX) return fail(["vehicle_model"], "checkout:validation.vehicleModelRequired");
      const plate = readVehicleNumber(value.vehicle_number);
      if (plate === null) return fail(["vehicle_number"], "checkout:validation.vehicleNumberInvalid");
      return { method: value.method, pickup_store_id: store, vehicle_model: model, vehicle_number: plate };
    }
    const saved = readId(value.address_choice);
    if (saved !== null) return { method: value.method, address_id: saved };
    if (value.address_choice !== undefined && value.address_choice !== "new") return fail(["address_choice"], "checkout:validation.addressRequired");
    const address = addressFormSchema.safeParse(value.address ?? {});
    if (!address.success) {
      for (const issue of address.error.issues) ctx.addIssue({ ...issue, path: ["address", ...issue.path] });
      return z.NEVER;
    }
    return { method: value.method, address: address.data };
  });

/** The instalment plan's radio value, as the backend takes it (`NTB-12`), or null. */
function readPlanValue(value: unknown): string | null {
  const plan = readInstalmentPlan(value);
  return plan && planValue(plan);
}

/**
 * Loyalty points to spend (decision 065): all the card holds, none, or the number typed (any digits); the balance
 * is checked by the backend.
 */
export const loyaltyPointsSchema = z.discriminatedUnion("use", [
  z.object({ use: z.literal("all") }),
  z.object({ use: z.literal("none") }),
  z.object({ use: z.literal("number"), points: z.string({ required_error: "checkout:loyalty.pointsInvalid" }).transform((value, ctx) => {
    const points = readPoints(value);
    if (points === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "checkout:loyalty.pointsInvalid" });
    return points ?? z.NEVER;
  }) }),
]);

export const paymentSchema = z
  .object({
    method: z.string({ required_error: "checkout:validation.paymentRequired" }).min(1, "checkout:validation.paymentRequired").max(40),
    vat_trn: optionalText(readWith(readTrn, "checkout:validation.trnInvalid")),
    vat_company: optionalText(z.string().trim().min(2, "checkout:validation.companyRequired").max(COMPANY_NAME_MAX, "checkout:validation.companyRequired")),
    employee_id: optionalText(readWith(readEmployeeId, "checkout:validation.employeeIdInvalid")),
    instalment_plan: optionalText(readWith(readPlanValue, "checkout:validation.planInvalid")),
    terms: z.literal("on", { errorMap: () => ({ message: "checkout:validation.termsRequired" }) }),
  })
  .superRefine((value, ctx) => {
    if (value.method === "installments" && value.instalment_plan === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "checkout:validation.planRequired", path: ["instalment_plan"] });
    }
    if (value.vat_trn !== undefined && value.vat_company === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "checkout:validation.companyRequired", path: ["vat_company"] });
    }
    if (value.vat_company !== undefined && value.vat_trn === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "checkout:validation.trnRequired", path: ["vat_trn"] });
    }
  });

export const placeSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  otp: optionalText(readWith(readOtp, "checkout:validation.otpInvalid")),
  saved_card_id: optionalText(choice("checkout:errors.checkout.cardRefused")),
});
