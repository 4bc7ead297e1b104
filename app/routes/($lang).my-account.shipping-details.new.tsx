import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AddressForm } from "~/components/address/address-form";
import { accountPageMeta } from "~/lib/account-page";
import { addressFormAction } from "~/lib/address-book.server";
import { getI18n } from "~/lib/i18n.server";
import { createAddress, getEmirates } from "~/models/address.server";
import { localeOf } from "~/lib/request-context.server";

/** A new address in the address book (a page form); the first one becomes the default shipping address. */

// The account layout's loader checks the session; the emirates and cities are no secret.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  return { title: getI18n(locale).getFixedT(locale, "address")("form.newTitle"), emirates: await getEmirates(locale) };
}

export const meta = accountPageMeta;

export function action({ request, params, context }: ActionFunctionArgs) {
  return addressFormAction(request, context, ({ shopper, customer }, address) => createAddress(shopper.locale, customer, address), "address:flash.saved");
}

export default function NewAddress() {
  const { emirates } = useLoaderData<typeof loader>();
  const { t } = useTranslation("address");
  return (
    <>
      <h1>{t("form.newHeading")}</h1>
      <AddressForm emirates={emirates} defaultValue={{ address_type: "home" }} mode="new" />
    </>
  );
}
