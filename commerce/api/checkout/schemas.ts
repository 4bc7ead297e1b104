import { z } from "zod";
import { FULL_NAME_MAX, isName, readOtp } from "../../contract/account";
import {
  COMPANY_NAME_MAX,
  readEmployeeId,
  readTrn,
  readVehicleNumber,
  VEHICLE_MODEL_MAX,
} from "../../contract/checkout";
import { readInstalmentPlan } from "../../contract/instalment-plan";
import { PAYMENT_METHOD_CODES } from "../../payments/methods";
import { emailSchema, mobileSchema } from "../account/schemas";
import { addressInputSchema } from "../address/schemas";
import { idSchema } from "../cart/schemas";

/**
 * Input schemas of the checkout endpoints (docs/checkout-api.md), on the shared field rules
 * (commerce/contract/checkout.ts). Every object is strict: an unknown field is a 400.
 */

const fullName = z.string().trim().max(FULL_NAME_MAX).refine(isName, "must have at least 2 letters and no digits or symbols");
/** Blank is absent. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
const read = (reader: (value: unknown) => string | null, message: string) =>
  z.string().transform((value, ctx) => {
    const read = reader(value);
    if (read === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return read ?? z.NEVER;
  });

export const contactBody = z.object({ full_name: fullName, email: emailSchema, mobile: mobileSchema }).strict();
export type ContactInput = z.output<typeof contactBody>;


export const deliveryBody = z
  .discriminatedUnion("method", [
    z
      .object({
        method: z.enum(["standard", "express"]),
        /** A saved address of the signed-in customer, or a typed one. */
        address_id: optional(idSchema),
        address: addressInputSchema.optional(),
      })
      .strict(),
    z
      .object({
        method: z.literal("clickandcollect"),
        pickup_store_id: idSchema,
      })
      .strict(),
    z
      .object({
        method: z.literal("curbside"),
        pickup_store_id: idSchema,
        vehicle_model: z.string().trim().min(1, "is required").max(VEHICLE_MODEL_MAX),
        vehicle_number: read(readVehicleNumber, "must be a UAE plate such as A 12345"),
      })
      .strict(),
  ])
  .superRefine((body, ctx) => {
    if (body.method !== "standard" && body.method !== "express") return;
    if ((body.address_id === undefined) === (body.address === undefined)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "give either address_id or address",
        path: ["address"],
      });
    }
  });
export type DeliveryInput = z.output<typeof deliveryBody>;

export const paymentBody = z
  .object({
    method: z.enum(PAYMENT_METHOD_CODES),
    vat_trn: optional(read(readTrn, "must be 15 digits")),
    vat_company: optional(z.string().trim().min(2).max(COMPANY_NAME_MAX)),
    employee_id: optional(read(readEmployeeId, "must be 3 to 20 letters or digits")),
    /** The card instalment plan, `NTB-12` (decision 046): needed with `installments`, ignored with any other method. */
    instalment_plan: optional(
      z.string().transform((value, ctx) => {
        const plan = readInstalmentPlan(value);
        if (plan === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a bank code and a number of months, such as NTB-12" });
        return plan ?? z.NEVER;
      }),
    ),
    terms_accepted: z.literal(true, {
      errorMap: () => ({ message: "the terms must be accepted" }),
    }),
  })
  .strict()
  .refine((body) => body.method !== "installments" || body.instalment_plan !== undefined, {
    message: "card instalments need a plan",
    path: ["instalment_plan"],
  })
  .refine((body) => (body.vat_trn === undefined) === (body.vat_company === undefined), {
    message: "a company invoice needs both the TRN and the company name",
    path: ["vat_company"],
  });
export type PaymentInput = z.output<typeof paymentBody>;

/** Where a provider sends the browser back to: the storefront's payment return page. */
export const returnUrlSchema = z.string().url().max(500);

export const placeBody = z
  .object({
    /** The checkout's version the review page showed (`key` of the checkout view). */
    key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    otp: optional(read(readOtp, "must be 6 digits")),
    saved_card_id: optional(idSchema),
    return_url: returnUrlSchema,
  })
  .strict();

/** What a provider's page sent the browser back with (query or form parameters), passed on as they came. */
export const returnBody = z
  .object({
    params: z.record(z.string().max(2000)).refine((p) => Object.keys(p).length <= 60, "too many parameters"),
    return_url: returnUrlSchema,
  })
  .strict();

/** A provider's answer without the shopper's session: the parameters it posted (decision 043). */
export const providerAnswerBody = z
  .object({ params: z.record(z.string().max(2000)).refine((p) => Object.keys(p).length <= 60, "too many parameters") })
  .strict();
