import { z } from "zod";
import { FULL_NAME_MAX, isName } from "../../../commerce/contract/account";
import { ADDRESS_TEXT_MAX, ADDRESS_TYPES, readMakani } from "../../../commerce/contract/address";
import { readId } from "../../../commerce/contract/cart";
import { mobileField, required } from "~/components/account/account-forms";

/**
 * The address form's fields, one rule per field from the shared contract (commerce/contract/address.ts);
 * the commerce endpoints check them again, and also that the city is one of the emirate's. The field
 * names are the endpoint's, so a refusal about `city_id` lands next to the city. Messages are keys of the
 * `account` namespace (shared rules) or, with their prefix, of `address`.
 */


const text = (max: number, tooLong: string) => z.string(required).trim().min(1, "validation.required").max(max, tooLong);

/** A `<select>` of ids: its value is the chosen id. */
const choice = (message: string) =>
  z.string({ required_error: message }).transform((value, ctx) => {
    const id = readId(value);
    if (id === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return id ?? z.NEVER;
  });

export const addressFormSchema = z.object({
  full_name: z.string(required).trim().max(FULL_NAME_MAX, "address:validation.fullNameTooLong").refine(isName, "validation.nameInvalid"),
  mobile: mobileField,
  building: text(ADDRESS_TEXT_MAX.building, "address:validation.buildingTooLong"),
  flat: text(ADDRESS_TEXT_MAX.flat, "address:validation.flatTooLong"),
  landmark: z.string().trim().max(ADDRESS_TEXT_MAX.landmark, "address:validation.landmarkTooLong").default(""),
  area: text(ADDRESS_TEXT_MAX.area, "address:validation.areaTooLong"),
  emirate_id: choice("address:validation.emirateRequired"),
  city_id: choice("address:validation.cityRequired"),
  address_type: z.enum(ADDRESS_TYPES, { errorMap: () => ({ message: "address:validation.addressTypeRequired" }) }),
  makani: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return null;
      const makani = readMakani(value);
      if (makani === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "address:validation.makaniInvalid" });
      return makani ?? z.NEVER;
    }),
});
