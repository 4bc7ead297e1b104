import { useLocation } from "react-router";
import { localeFromPathname, localizePath, type Locale } from "./i18n";
import { useRootData } from "./root-data";

/** The locale of the page being shown: the root loader's, or the URL's when the root loader failed. */
export function useLocale(): Locale {
  const data = useRootData();
  const { pathname } = useLocation();
  return data?.locale ?? localeFromPathname(pathname);
}

/** `href("/cart")` → `/cart` in English, `/ar/cart` in Arabic. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
