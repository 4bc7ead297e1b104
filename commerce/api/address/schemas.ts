import { z } from "zod";
import { FULL_NAME_MAX, isName } from "../../contract/account";
import { ADDRESS_TEXT_MAX, ADDRESS_TYPES, MAKANI_DIGITS, readMakani } from "../../contract/address";
import { mobileSchema } from "../account/schemas";
import { idSchema } from "../cart/schemas";

/**
 * Input schemas of the address endpoints, on the shared field rules (commerce/contract/address.ts). Every
 * object is strict: an unknown field (a postcode: UAE addresses have none) is a 400.
 */

const text = (max: number) => z.string().trim().min(1, "is required").max(max, `is at most ${max} characters`);

/** Optional: absent, null or blank is no Makani number. */
const makaniSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value == null || value.trim() === "") return null;
    const makani = readMakani(value);
    if (makani === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be ${MAKANI_DIGITS} digits` });
    return makani ?? z.NEVER;
  });

export const addressInputSchema = z
  .object({
    full_name: z.string().trim().max(FULL_NAME_MAX).refine(isName, "must have at least 2 letters and no digits or symbols"),
    mobile: mobileSchema,
    building: text(ADDRESS_TEXT_MAX.building),
    flat: text(ADDRESS_TEXT_MAX.flat),
    landmark: z.string().trim().max(ADDRESS_TEXT_MAX.landmark, `is at most ${ADDRESS_TEXT_MAX.landmark} characters`).default(""),
    area: text(ADDRESS_TEXT_MAX.area),
    emirate_id: idSchema,
    city_id: idSchema,
    country_id: z.literal("AE").default("AE"),
    address_type: z.enum(ADDRESS_TYPES),
    makani: makaniSchema,
  })
  .strict();
export type AddressInput = z.output<typeof addressInputSchema>;

export const createBody = z.object({ address: addressInputSchema }).strict();
export const updateBody = z.object({ address_id: idSchema, address: addressInputSchema }).strict();
export const addressIdBody = z.object({ address_id: idSchema }).strict();
