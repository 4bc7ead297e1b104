import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { readId } from "../../commerce/contract/cart";
import { AddressLines, DeleteAddressForm } from "~/components/address/address-card";
import { requireCustomer, orSignIn } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { backToAddressBook, requireOwnAddress } from "~/lib/address-book.server";
import { orUndefinedOn404 } from "~/lib/commerce.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { deleteAddress } from "~/models/address.server";

/**
 * "Delete this address?" for browsers without JavaScript: the address book's delete link comes here and the
 * form posts to this page; with JavaScript the address book asks in a dialog holding the same form. A GET
 * never deletes. Someone else's address, or none, is the 404 page.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, address } = await requireOwnAddress(request, context, params);
  return { title: getI18n(shopper.locale).getFixedT(shopper.locale, "address")("remove.title"), address };
}

export const meta = accountPageMeta;

/** Back to the address book, with a message; an address already gone (a second click) says so there. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, customer } = await requireCustomer(request, context);
  const addressId = readId(params.addressId);
  const deleted =
    addressId === null
      ? undefined
      : await orSignIn(shopper, request, deleteAddress(shopper.locale, customer, addressId).catch(orUndefinedOn404));
  return backToAddressBook(
    shopper,
    deleted ? { kind: "success", message: "address:flash.deleted" } : { kind: "error", message: "address:errors.address.notFound" },
  );
}

export default function DeleteAddress() {
  const { address } = useLoaderData<typeof loader>();
  const { t } = useTranslation("address");
  const href = useLocalizedHref();
  return (
    <>
      <h1>{t("remove.heading")}</h1>
      <div className="address-card">
        <h2 className="address-card__name">{address.full_name}</h2>
        <AddressLines address={address} />
      </div>
      <p>{t("remove.text")}</p>
      <DeleteAddressForm addressId={address.id}>
        <Link to={href("/my-account/shipping-details")} className="button button--secondary">
          {t("remove.keep")}
        </Link>
      </DeleteAddressForm>
    </>
  );
}
