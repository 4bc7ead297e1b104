import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { readId } from "../../commerce/contract/cart";
import { AddressForm, addressFormValues } from "~/components/address/address-form";
import { accountPageMeta } from "~/lib/account-page";
import { addressFormAction, addressNotFound, requireOwnAddress } from "~/lib/address-book.server";
import { getI18n } from "~/lib/i18n.server";
import { getEmirates, updateAddress } from "~/models/address.server";
import { localeOf } from "~/lib/request-context.server";

/** Edit one address of the address book (a page form). Someone else's address, or none, is the 404 page. */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const [{ address }, emirates] = await Promise.all([requireOwnAddress(request, context, params), getEmirates(locale)]);
  return { title: getI18n(locale).getFixedT(locale, "address")("form.editTitle"), address, emirates };
}

export const meta = accountPageMeta;

export function action({ request, params, context }: ActionFunctionArgs) {
  const addressId = readId(params.addressId);
  if (addressId === null) throw addressNotFound();
  return addressFormAction(
    request,
    context,
    ({ shopper, customer }, address) => updateAddress(shopper.locale, customer, addressId, address),
    "address:flash.updated",
  );
}

export default function EditAddress() {
  const { address, emirates } = useLoaderData<typeof loader>();
  const { t } = useTranslation("address");
  return (
    <>
      <h1>{t("form.editHeading")}</h1>
      <AddressForm emirates={emirates} defaultValue={addressFormValues(address)} mode="edit" />
    </>
  );
}
