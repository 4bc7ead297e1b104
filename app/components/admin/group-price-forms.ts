import { z } from "zod";
import { readId, toLatinDigits } from "../../../commerce/contract/cart";
import { EVERY_GROUP, TIER_QTY_MAX } from "../../../commerce/contract/customer-groups";
import { PRICE_MAX } from "../../../commerce/contract/product-admin";
import { aedField } from "./admin-forms";

/**
 * The forms of a product's group and tier prices page (decision 060), one rule per field from the shared contract;
 * the endpoint checks the same rules again. Messages are keys of the `admin` namespace.
 */

const required = { required_error: "validation.required" };

/** A group's id, or null for every group. */
const group = z.string(required).transform((value, ctx) => {
  if (value === EVERY_GROUP) return null;
  const id = readId(value);
  if (id === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.choose" });
    return z.NEVER;
  }
  return id;
});

/** From how many units the price applies: a whole number from 1 to TIER_QTY_MAX, in any digits. */
const minQty = z.string(required).transform((value, ctx) => {
  const text = toLatinDigits(value.trim());
  const qty = /^\d{1,7}$/.test(text) ? Number(text) : 0;
  if (qty < 1 || qty > TIER_QTY_MAX) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation.minQty" });
    return z.NEVER;
  }
  return qty;
});

const rowKey = { group_id: group, min_qty: minQty };

/** A row to set: a group's unit price from a quantity on. */
export const addGroupPriceSchema = z.object({
  intent: z.literal("add"),
  ...rowKey,
  price: aedField.pipe(z.number().max(PRICE_MAX, "validation.price")),
});

/** What a group prices page's forms ask, by their `intent`: a row set, or a row removed, named by its group and quantity. */
export const groupPriceChangeSchema = z.discriminatedUnion("intent", [addGroupPriceSchema, z.object({ intent: z.literal("remove"), ...rowKey })]);
