import { NavLink } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";

const BLOCKS = [
  ["/my-account", "nav.dashboard"],
  ["/my-account/profile", "nav.profile"],
  ["/my-account/password", "nav.password"],
  ["/my-account/shipping-details", "nav.addresses"],
  ["/my-account/orders", "nav.orders"],
  ["/my-account/ordershistory", "nav.ordersHistory"],
  ["/my-account/wishlist", "nav.wishlist"],
  ["/my-account/alerts", "nav.alerts"],
  ["/my-account/newsletter", "nav.newsletter"],
  ["/my-account/recently-viewed", "nav.recentlyViewed"],
  ["/my-account/savedcards", "nav.savedCards"],
  ["/my-account/reviews", "nav.reviews"],
  ["/my-account/store-visits", "nav.storeVisits"],
  ["/my-account/loyalty-card", "nav.loyaltyCard"],
  ["/sign-out", "nav.signOut"],
] as const;

/**
 * The account screen (SPEC §2: every my-account page is this screen with another block active): the block
 * menu beside the block. The account layout route shows it, and so does the order page for its customer
 * (that page is outside the layout, since a guest may open it with the order's link).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
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
      <div className="account__block">{children}</div>
    </div>
  );
}
