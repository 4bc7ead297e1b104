import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NATIVE_LANGUAGE_NAMES, switchLocalePath } from "~/lib/i18n";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { CartIcon, GlobeIcon, LogoMark, UserIcon } from "./icons";
import { SearchForm } from "./search-form";

export function SiteHeader({ cartCount, minimal = false }: { cartCount: number; minimal?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const otherLocale = locale === "ar" ? "en" : "ar";

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={href("/")} className="logo">
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
      {minimal ? null : (
        <nav className="site-nav" aria-label={t("navigation.label")}>
          <ul className="container site-nav__list">
            <li>
              <Link to={href("/")}>{t("navigation.home")}</Link>
            </li>
            <li>
              <Link to={href("/brands")}>{t("navigation.brands")}</Link>
            </li>
            <li>
              <Link to={href("/trade-in")}>{t("navigation.tradeIn")}</Link>
            </li>
            <li>
              <Link to={href("/compare")}>{t("navigation.compare")}</Link>
            </li>
            <li>
              <Link to={href("/store-locator")}>{t("navigation.storeLocator")}</Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
