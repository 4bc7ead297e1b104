import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { NATIVE_LANGUAGE_NAMES, switchLocalePath } from "~/lib/i18n";
import { holeMarker, usePageHoles } from "~/lib/page-holes";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { CompareHeaderLink } from "./compare/compare-header-link";
import { CartIcon, GlobeIcon, LogoMark, UserIcon } from "./icons";
import { MegaMenu, type MenuLink } from "./mega-menu";
import { SearchForm } from "./search-form";

/**
 * The site header. Its cart count and account label are the shopper's own: in a page rendered for the shared
 * cache they are holes the server fills per request (page-holes.ts).
 */
export function SiteHeader({
  cartCount,
  firstName,
  menu,
  minimal = false,
}: {
  cartCount: number;
  firstName: string | null;
  menu: readonly MenuLink[];
  minimal?: boolean;
}) {
  const { t } = useTranslation();
  const holes = usePageHoles();
  const count = holes ? holeMarker("cartCount") : cartCount;
  const countLabel = holes ? holeMarker("cartCountLabel") : t("header.cartCount", { count: cartCount });
  const accountLabel = holes ? holeMarker("accountLabel") : firstName ? t("header.greeting", { name: firstName }) : t("header.account");
  const locale = useLocale();
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const otherLocale = locale === "ar" ? "en" : "ar";

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={href("/")} className="logo" aria-label={t("brand.homeLink")}>
          <LogoMark />
          <span className="logo__name">{t("brand.name")}</span>
        </Link>
        {minimal ? null : <SearchForm className="site-header__search" />}
        <div className="site-header__actions">
          {/* A full page load: switching store view reloads the document (SPEC §2). */}
          <a className="header-link header-link--lang" href={switchLocalePath(pathname, search, otherLocale)} hrefLang={otherLocale}>
            <GlobeIcon />
            <span className="visually-hidden">{t("language.switchTo")} </span>
            <span lang={otherLocale} className="header-link__label header-link__label--always">
              {NATIVE_LANGUAGE_NAMES[otherLocale]}
            </span>
          </a>
          {minimal ? null : (
            <>
              <CompareHeaderLink />
              <Link className="header-link" to={href("/my-account")}>
                <UserIcon />
                <span className="header-link__label">{accountLabel}</span>
              </Link>
              <Link className="header-link header-link--cart" to={href("/cart")}>
                <CartIcon />
                <span className="header-link__label">{t("header.cart")}</span>
                <span className="cart-count" data-count={count} aria-hidden="true">
                  {count}
                </span>
                <span className="visually-hidden">{countLabel}</span>
              </Link>
            </>
          )}
        </div>
      </div>
      {minimal ? null : <MegaMenu menu={menu} />}
    </header>
  );
}
