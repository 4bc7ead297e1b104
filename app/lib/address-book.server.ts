import { parseWithZod } from "@conform-to/zod";
import { redirect, type RouterContextProvider } from "react-router";
import { readId } from "../../commerce/contract/cart";
import { ADDRESS_FORM_INTENT } from "~/components/address/address-form";
import { addressFormSchema } from "~/components/address/address-form-schema";
import { getAddress, type Address, type AddressInput } from "~/models/address.server";
import { privateNotFound, requireCustomer, orSignIn, type SignedInShopper } from "./account.server";
import { refuse, refuseWithCommerceError } from "./account-forms.server";
import { CommerceError, orUndefinedOn404 } from "./commerce.server";
import { readForm } from "./forms.server";
import { isSameOrigin } from "./http.server";
import { localizePath } from "./i18n";
import type { Shopper } from "./shopper.server";
import type { Flash } from "./session.server";

/**
 * What the address book's routes share (SPEC §2 my-shipping-details): the address named in the URL, the
 * 404 for one that is not the customer's, the action of the address form and the way back to the list.
 */

/** The 404 page, for an address id that is unknown or another customer's. */
export const addressNotFound = privateNotFound;

/** The signed-in customer and the address the URL's `addressId` names, when it is theirs; else the 404 page. */
export async function requireOwnAddress(request: Request, context: Readonly<RouterContextProvider>, params: { addressId?: string }): Promise<SignedInShopper & { address: Address }> {
  const signedIn = await requireCustomer(request, context);
  const { shopper, customer } = signedIn;
  const id = readId(params.addressId);
  const address =
    id === null
      ? undefined
      : await orSignIn(shopper, request, getAddress(shopper.locale, customer, id).catch(orUndefinedOn404));
  if (!address) throw addressNotFound();
  return { ...signedIn, address };
}

/** Back to the address book with a message (POST → 303 → GET). */
export async function backToAddressBook(shopper: Shopper, flash: Flash & { message: `address:${string}` }): Promise<Response> {
  shopper.flash(flash);
  return redirect(localizePath("/my-account/shipping-details", shopper.locale), { status: 303 });
}

/**
 * The action of the address form, new or edit (form pattern (a), decision 008): a refused post answers 400
 * with the same page, each error next to its field (a city of another emirate next to the city) and every
 * typed value kept; a saved address goes back to the list. `save` throws a 404 `CommerceError` for an
 * address that is not the customer's, which is the 404 page.
 */
export async function addressFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  save: (signedIn: SignedInShopper, address: AddressInput) => Promise<unknown>,
  saved: `address:${string}`,
) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const signedIn = await requireCustomer(request, context);
  const { shopper } = signedIn;
  const submission = parseWithZod(await readForm(request, ADDRESS_FORM_INTENT), { schema: addressFormSchema });
  if (submission.status !== "success") return refuse(shopper, ADDRESS_FORM_INTENT, submission);
  try {
    await save(signedIn, submission.value);
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404) throw addressNotFound();
    return refuseWithCommerceError(shopper, request, ADDRESS_FORM_INTENT, submission, error);
  }
  return backToAddressBook(shopper, { kind: "success", message: saved });
}
