import { z } from "zod";
import type { ProductDetail } from "~/models/catalog-schemas";
import type { CartMessageKey } from "./messages";
import { qtyField } from "./cart-forms";

/**
 * Edit mode of a cart line (SPEC §3–4): what its form shows and what its save answers, shared by the edit page
 * and the cart's in-place dialog. The form's fields: one radio group per configurable option (named by its
 * attribute code, like the product page's `?color=`), the custom options (`custom_option[{id}]`), `qty`.
 */

/** What the shopper has chosen, or typed: the configurable options' values, the custom options' values, the quantity. */
export interface LineChoices {
  selection: Record<string, number>;
  custom: Record<number, number>;
  qty: string;
}

export interface LineEditView {
  itemId: number;
  name: string;
  variants: ProductDetail["configurable_options"];
  customOptions: ProductDetail["custom_options"];
  chosen: LineChoices;
}

export type LineEditField = "variant" | "qty" | "form";

export type LineEditErrors = Partial<Record<LineEditField, CartMessageKey>>;

export type LineEditAnswer = { ok: true } | { ok: false; errors: LineEditErrors; chosen: LineChoices };

/** The quantity by the cart's rule (any digits, 1 to the line maximum); the options are read against the product. */
export const lineEditSchema = z.object({ qty: qtyField });
