import { createProduct } from "../../../commerce/api/products-admin/edit";
import { COMMAND_LINE } from "../../../commerce/api/staff/audit";
import { withCommerce } from "./commerce";

/**
 * An enabled simple product, in stock, made through the backend as the command line would (`E2E-{code}`, "Nour Lamp
 * {code}"): for specs about editing one, or buying one no other spec buys. `categories` lists it in them; `price` (fils)
 * and `stock` are its own; `databaseUrl` names another store's database than the e2e server's.
 */
export const simpleProduct = (
  code: string,
  { categories = [] as number[], price = 19_900, stock = 20, databaseUrl = undefined as string | undefined } = {},
) =>
  withCommerce(
    (ctx) =>
      createProduct(ctx, COMMAND_LINE, {
        sku: `E2E-${code}`,
        type_id: "simple",
        configurable_attributes: [],
        url_key: `e2e-lamp-${code.toLowerCase()}`,
        name_en: `Nour Lamp ${code}`,
        name_ar: `مصباح نور ${code}`,
        description_en: "",
        description_ar: "",
        key_features_en: [],
        key_features_ar: [],
        specs: {},
        categories,
        brand: null,
        status: 1,
        visibility: 4,
        tax_class_id: 2,
        kind: "smart-bulb",
        price,
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        stock,
      }),
    databaseUrl,
  );
