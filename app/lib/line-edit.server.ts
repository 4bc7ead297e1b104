import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { isCartErrorCode, readId } from "../../commerce/contract/cart";
import { readOptionMaps } from "~/components/cart/cart-forms";
import type { LineChoices, LineEditAnswer, LineEditErrors, LineEditField, LineEditView } from "~/components/cart/line-edit";
import { lineEditSchema } from "~/components/cart/line-edit";
import type { CartMessageKey } from "~/components/cart/messages";
import { selectionFromSearchParams, selectionOfChild } from "~/lib/product-variant";
import { getProduct } from "~/models/catalog.server";
import type { ProductDetail } from "~/models/catalog-schemas";
import { editCartItem, getCart } from "~/models/cart.server";
import { CommerceError } from "./commerce.server";
import { readForm } from "./forms.server";
import { privatePageHeaders } from "./http-cache.server";
import { isSameOrigin } from "./http.server";
import { localizePath } from "./i18n";
import { getI18n } from "./i18n.server";
import { shopperOf } from "./request-context.server";
import { safeRedirectPath } from "./safe-redirect";
import type { Shopper } from "./shopper.server";

/**
 * The edit page of a cart line (`/cart/edit/{itemId}`): its loader reads the line and its product's choices, its
 * action saves them through `/api/cart/edit-item`. A line that is not in the shopper's cart (another cart's, gone,
 * a gift card, which has its own form) is a 404.
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });

interface EditableLine {
  view: LineEditView;
  product: ProductDetail;
}

async function editableLine(shopper: Shopper, itemParam: string | undefined): Promise<EditableLine> {
  const itemId = readId(itemParam);
  const cartToken = shopper.cartToken;
  if (itemId === null || !cartToken) throw notFound();
  const cart = await getCart({ locale: shopper.locale, cartToken });
  const item = cart?.items.find((line) => line.item_id === itemId);
  if (!item || item.gift_card || !item.parent_sku) throw notFound();
  const product = await getProduct({ locale: shopper.locale, sku: item.parent_sku });
  if (!product) throw notFound();
  const child = product.configurable_children.find((c) => c.sku === item.child_sku);
  const custom = Object.fromEntries(Object.entries(item.custom_options).map(([option, value]) => [Number(option), value]));
  return {
    product,
    view: {
      itemId,
      name: product.name,
      variants: product.configurable_options,
      customOptions: product.custom_options,
      chosen: { selection: child ? { ...selectionOfChild(product, child) } : {}, custom, qty: String(item.qty) },
    },
  };
}

export async function lineEditLoader({ params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const { view } = await editableLine(shopper, params.itemId);
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "cart");
  return data({ title: t("edit.title", { name: view.name }), view }, { headers: privatePageHeaders });
}

/** The child of a configurable with every option chosen as asked; an error key when an option is missing or no child has them. */
function chosenChild(product: ProductDetail, selection: Record<string, number>): { sku: string | null } | { error: CartMessageKey } {
  if (product.configurable_options.length === 0) return { sku: null };
  if (product.configurable_options.some((option) => selection[option.attribute_code] === undefined)) return { error: "edit.chooseVariant" };
  const child = product.configurable_children.find((c) =>
    product.configurable_options.every((option) => c.custom_attributes[option.attribute_code] === selection[option.attribute_code]),
  );
  return child ? { sku: child.sku } : { error: "edit.noSuchVariant" };
}

function textFields(formData: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  return fields;
}

/** Where the backend's refusal is shown: stock of a version next to the version, a quantity next to the quantity. */
function refusalField(code: string, configurable: boolean): { field: LineEditField; key: CartMessageKey } {
  if (code === "cart.qtyAboveStock" || code === "cart.qtyInvalid") return { field: "qty", key: `errors.${code}` };
  if (code === "cart.outOfStock" && configurable) return { field: "variant", key: "edit.variantOutOfStock" };
  if (code === "cart.chooseOptions" && configurable) return { field: "variant", key: "edit.noSuchVariant" };
  return { field: "form", key: isCartErrorCode(code) ? `errors.${code}` : "errors.generic" };
}

/**
 * Saves the edit. Refused: 400 with each error next to its field and the choices as typed (the page renders them
 * again; the cart's dialog reads them). Saved: a flash message, then 303 to the cart for a page form
 * (`redirectTo`), `{ ok: true }` for the dialog's fetcher (the cart then revalidates).
 */
export async function lineEditAction({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const { view, product } = await editableLine(shopper, params.itemId);
  const formData = await readForm(request, "cart edit");
  const options = readOptionMaps(formData);
  const chosen: LineChoices = {
    selection: { ...selectionFromSearchParams(product, textFields(formData)) },
    custom: Object.fromEntries(Object.entries(options?.custom_options ?? {}).map(([option, value]) => [Number(option), value])),
    qty: String(formData.get("qty") ?? "").slice(0, 20),
  };
  const refuse = (errors: LineEditErrors) => data<LineEditAnswer>({ ok: false, errors, chosen }, { status: 400, headers: privatePageHeaders });

  const parsed = lineEditSchema.safeParse({ qty: formData.get("qty") });
  const child = chosenChild(product, chosen.selection);
  const errors: LineEditErrors = {};
  if (!parsed.success) errors.qty = parsed.error.issues[0]!.message as CartMessageKey;
  if ("error" in child) errors.variant = child.error;
  if (!options) errors.form = "validation.requestInvalid";
  if (!parsed.success || "error" in child || !options) return refuse(errors);

  try {
    await editCartItem({
      locale: shopper.locale,
      cartToken: shopper.cartToken!,
      itemId: view.itemId,
      childSku: child.sku,
      customOptions: options.custom_options,
      qty: parsed.data.qty,
    });
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    const { field, key } = refusalField(error.code, view.variants.length > 0);
    return refuse({ [field]: key });
  }
  shopper.flash({ kind: "success", message: "cart:notifications.lineEdited" });
  const redirectTo = formData.get("redirectTo");
  if (redirectTo !== null) throw redirect(safeRedirectPath(redirectTo, localizePath("/cart", shopper.locale)), { status: 303 });
  return data<LineEditAnswer>({ ok: true }, { headers: privatePageHeaders });
}
