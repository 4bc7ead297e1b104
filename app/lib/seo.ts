import type { MetaDescriptor } from "react-router";
import { localizePath, type Locale } from "./i18n";

/** Title, description and canonical URL of a page; hreflang alternates come from the root layout. */
export function pageMeta({
  title,
  description,
  origin,
  locale,
  path,
  noIndex = false,
}: {
  title: string;
  description: string;
  origin: string;
  locale: Locale;
  /** The page's path without the locale prefix, e.g. `/c/smartphones`. */
  path: string;
  noIndex?: boolean;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: origin + localizePath(path, locale) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(noIndex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/** JSON-LD as a meta descriptor; React Router renders it as a script tag with the data escaped. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
