import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { readId } from "../../commerce/contract/cart";
import { AddressCard } from "~/components/address/address-card";
import { requireCustomer, orSignIn } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { backToAddressBook } from "~/lib/address-book.server";
import { orUndefinedOn404 } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { listAddresses, makeDefaultAddress } from "~/models/address.server";

/**
 * My Address Book (SPEC §2 my-shipping-details): the customer's addresses, the default shipping address
 * first, each with edit, delete and "make default". The account layout checks the session and makes the
 * page private.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const addresses = await orSignIn(shopper, request, listAddresses(shopper.locale, customer));
  return { title: getI18n(shopper.locale).getFixedT(shopper.locale, "address")("list.title"), addresses };
}

export const meta = accountPageMeta;

/** "Make default" (an in-place control): always back to the list, with a message. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, customer } = await requireCustomer(request, context);
  const addressId = readId((await readForm(request, "make-default")).get("address_id"));
  const address =
    addressId === null
      ? undefined
      : await orSignIn(shopper, request, makeDefaultAddress(shopper.locale, customer, addressId).catch(orUndefinedOn404));
  return backToAddressBook(
    shopper,
    address ? { kind: "success", message: "address:flash.defaultSet" } : { kind: "error", message: "address:errors.address.notFound" },
  );
}

export default function AddressBook() {
  const { addresses } = useLoaderData<typeof loader>();
  const { t } = useTranslation("address");
  const href = useLocalizedHref();
  return (
    <>
      <h1>{t("list.heading")}</h1>
      <p>{t("list.intro")}</p>
      <p>
        <Link to={href("/my-account/shipping-details/new")} className="button button--primary">
          {t("list.add")}
        </Link>
      </p>
      {addresses.length === 0 ? (
        <p className="address-book__empty">{t("list.empty")}</p>
      ) : (
        <ul className="address-book">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
    </>
  );
}
