import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireCustomer, orSignIn } from "~/lib/account.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getProfile } from "~/models/account.server";

/**
 * The account screen (SPEC §2: every my-account page is this screen with another block active): the block
 * menu and the signed-in customer's profile, for the blocks below. Only for a signed-in customer; never cached.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, params);
  const profile = await orSignIn(shopper, request, getProfile(shopper.locale, customer));
  // A refreshed token is a new cookie.
  return data({ profile }, { headers: { ...privatePageHeaders, ...(await shopper.commit()) } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const BLOCKS = [
  ["/my-account", "nav.dashboard"],
  ["/my-account/profile", "nav.profile"],
  ["/my-account/password", "nav.password"],
  ["/my-account/shipping-details", "nav.addresses"],
  ["/my-account/orders", "nav.orders"],
  ["/my-account/wishlist", "nav.wishlist"],
  ["/my-account/alerts", "nav.alerts"],
  ["/my-account/newsletter", "nav.newsletter"],
  ["/my-account/recently-viewed", "nav.recentlyViewed"],
  ["/my-account/savedcards", "nav.savedCards"],
  ["/my-account/reviews", "nav.reviews"],
  ["/sign-out", "nav.signOut"],
] as const;

export default function MyAccount() {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  return (
    <div className="container page account">
      <nav className="account__nav" aria-label={t("nav.label")}>
        <ul>
          {BLOCKS.map(([path, label]) => (
            <li key={path}>
              <NavLink to={href(path)} end={path === "/my-account"} className="account__nav-link">
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__block">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
