import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NATIVE_LANGUAGE_NAMES, switchLocalePath } from "~/lib/i18n";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { CartIcon, GlobeIcon, LogoMark, UserIcon } from "./icons";
import { MegaMenu, type MenuLink } from "./mega-menu";
import { SearchForm } from "./search-form";

export function SiteHeader({
  cartCount,
  menu,
  minimal = false,
}: {
  cartCount: number;
  menu: readonly MenuLink[];
  minimal?: boolean;
}) {
  const { t } = useTranslation();
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
              <Link className="header-link" to={href("/my-account")}>
                <UserIcon />
                <span className="header-link__label">{t("header.account")}</span>
              </Link>
              <Link className="header-link header-link--cart" to={href("/cart")}>
                <CartIcon />
                <span className="header-link__label">{t("header.cart")}</span>
                <span className="cart-count" data-count={cartCount} aria-hidden="true">
                  {cartCount}
                </span>
                <span className="visually-hidden">{t("header.cartCount", { count: cartCount })}</span>
              </Link>
            </>
          )}
        </div>
      </div>
      {minimal ? null : <MegaMenu menu={menu} />}
    </header>
  );
}
