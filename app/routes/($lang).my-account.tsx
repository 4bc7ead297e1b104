import { data, Outlet, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireCustomer, orSignIn } from "~/lib/account.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getProfile } from "~/models/account.server";

/**
 * The account screen (SPEC §2: every my-account page is this screen with another block active): the block
 * menu and the signed-in customer's profile, for the blocks below. Only for a signed-in customer; never cached.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const profile = await orSignIn(shopper, request, getProfile(shopper.locale, customer));
  // A refreshed token is a new cookie.
  return data({ profile }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function MyAccount() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
