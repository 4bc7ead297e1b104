import { findRedirect, getSitemapEntries, listCmsPages, resolveUrl } from "~/models/catalog.server";
import type { CmsPageView } from "~/components/cms-page";
import type { CmsPage } from "~/models/catalog-schemas";
import { localizePath, stripLocale, type Locale } from "./i18n";
import { getI18n } from "./i18n.server";

/**
 * SPEC §2 URL dispatcher: a path no route claims is looked up as a legacy redirect, then as a
 * product, category or CMS page. It decides; the route turns the decision into a response.
 */

export type Dispatch =
  | { kind: "redirect"; location: string; status: 301 | 302 | 307 | 308 }
  | { kind: "cms_page"; view: CmsPageView }
  | { kind: "not_found"; locale: Locale };

const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

function redirectStatus(type: number): RedirectStatus {
  return REDIRECT_STATUSES.find((status) => status === type) ?? 301;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape is looked up as it is and simply matches nothing
  }
}

/**
 * `/ar/about-us/` → `/about-us`: the path without its locale prefix, decoded, without trailing or
 * doubled slashes. The query is not part of the path.
 */
export function dispatchPath(pathname: string, locale: Locale): string {
  const unprefixed = locale === "ar" ? stripLocale(pathname) : pathname;
  return `/${safeDecode(unprefixed).replace(/\/{2,}/g, "/").replace(/^\/+|\/+$/g, "")}`;
}

/** Adds the request's query to a target that has none, before its `#hash`. */
function withQuery(target: string, search: string): string {
  if (!search) return target;
  const hashAt = target.indexOf("#");
  const [base, hash] = hashAt === -1 ? [target, ""] : [target.slice(0, hashAt), target.slice(hashAt)];
  return base.includes("?") ? target : base + search + hash;
}

/**
 * Where a redirect target leads from this locale. An absolute URL and a target already under `/ar`
 * are kept (the latter switches store view, SPEC §2); any other path gets the current locale's prefix.
 */
export function redirectLocation(target: string, locale: Locale, search: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  const path = target.startsWith("/") ? target : `/${target}`;
  const localised = path === "/ar" || /^\/ar[/?#]/.test(path) ? path : localizePath(path, locale);
  return withQuery(localised, search);
}

function pathOnly(location: string): string {
  return safeDecode(location.split(/[?#]/)[0]!);
}

/** Other addresses of our own pages (SPEC §2: the home page is also `/pwa.html`). */
const ALIASES: Partial<Record<string, string>> = { "/pwa.html": "/" };

async function legacyRedirect(locale: Locale, path: string) {
  // An Arabic path may have a redirect of its own (`/ar/mobiles.html`); otherwise the English one applies.
  if (locale === "ar") {
    const own = await findRedirect({ locale, path: localizePath(path, "ar") });
    if (own) return own;
  }
  return findRedirect({ locale, path });
}

/** What the address `url` is, in the store view `locale` (which the route has taken from the URL). */
export async function dispatchUrl(url: URL, locale: Locale): Promise<Dispatch> {
  const path = dispatchPath(url.pathname, locale);
  if (path === "/") return { kind: "not_found", locale };
  const requested = pathOnly(url.pathname);
  const redirectTo = (target: string, status: RedirectStatus = 301): Dispatch | undefined => {
    const location = redirectLocation(target, locale, url.search);
    return pathOnly(location) === requested ? undefined : { kind: "redirect", location, status };
  };

  const alias = ALIASES[path];
  if (alias) return redirectTo(alias) ?? { kind: "not_found", locale };

  const legacy = await legacyRedirect(locale, path);
  if (legacy) {
    const found = redirectTo(legacy.to, redirectStatus(legacy.type));
    if (found) return found;
    console.warn(`url dispatcher: redirect for ${path} points at itself; ignored`);
  }

  const mapping = await resolveUrl({ locale, path: path.slice(1) });
  switch (mapping?._type) {
    case "product": {
      const product = mapping._source;
      const child = product.configured_child_sku;
      return redirectTo(`/${product.url_path}${child ? `/${child}` : ""}`) ?? { kind: "not_found", locale };
    }
    case "category":
      return redirectTo(`/c/${mapping._source.url_key}`) ?? { kind: "not_found", locale };
    case "cms_page": {
      const canonical = `/${mapping._source.identifier}`;
      // `/about-us/` and other spellings of the same page go to its one address.
      const found = redirectTo(canonical);
      if (found) return found;
      return { kind: "cms_page", view: cmsPageView(mapping._source, canonical, locale, url.origin) };
    }
    default:
      return { kind: "not_found", locale };
  }
}

function cmsPageView(page: CmsPage, path: string, locale: Locale, origin: string): CmsPageView {
  const t = getI18n(locale).getFixedT(locale, "site");
  return {
    kind: "cms_page",
    page: { title: page.title, content: page.content, meta_description: page.meta_description },
    path,
    locale,
    origin,
    title: t("cms.titleSuffix", { title: page.title }),
  };
}

/* ---------- XML sitemaps: the same addresses, for crawlers ---------- */

/** Product URLs per sitemap file; well under the protocol's 50,000 so a file stays quick to serve. */
export const SITEMAP_URLS_PER_FILE = 10_000;

export type SitemapFile = { kind: "pages" } | { kind: "categories" } | { kind: "products"; page: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === "products" ? `products-${file.page}.xml` : `${file.kind}.xml`;
}

export function parseSitemapFileName(name: string | undefined): SitemapFile | undefined {
  if (name === "pages.xml") return { kind: "pages" };
  if (name === "categories.xml") return { kind: "categories" };
  const page = /^products-([1-9]\d{0,5})\.xml$/.exec(name ?? "")?.[1];
  return page ? { kind: "products", page: Number(page) } : undefined;
}

/** Every sitemap file the index lists; the product files follow the catalogue's size. */
export async function sitemapFiles(): Promise<SitemapFile[]> {
  const { total } = await getSitemapEntries({ type: "product", start: 0, size: 1 });
  const productFiles = Math.max(1, Math.ceil(total / SITEMAP_URLS_PER_FILE));
  return [{ kind: "pages" }, { kind: "categories" }, ...Array.from({ length: productFiles }, (_, i) => ({ kind: "products" as const, page: i + 1 }))];
}

export interface SitemapEntry {
  /** A path without locale prefix, e.g. `/p/ABC-1/some-phone`. */
  path: string;
  updatedAt?: string;
}

/** The entries of one sitemap file, or undefined when there is no such file. */
export async function sitemapEntries(file: SitemapFile): Promise<SitemapEntry[] | undefined> {
  if (file.kind === "pages") {
    const pages = await listCmsPages({ locale: "en" });
    return [
      { path: "/" },
      { path: "/brands" },
      { path: "/sitemap" },
      ...pages.map((page) => ({ path: `/${page.identifier}`, updatedAt: page.updated_at })),
    ];
  }
  const type = file.kind === "categories" ? "category" : "product";
  const start = file.kind === "products" ? (file.page - 1) * SITEMAP_URLS_PER_FILE : 0;
  const { items, total } = await getSitemapEntries({ type, start, size: SITEMAP_URLS_PER_FILE });
  if (file.kind === "products" && start > 0 && start >= total) return undefined;
  return items.map((item) => ({ path: `/${item.path.replace(/^\/+/, "")}`, updatedAt: item.updated_at }));
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap/${sitemapFileName(file)}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** Each page once, by its English address, with both languages as hreflang alternates. */
export function sitemapUrlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, updatedAt }) => {
    const en = xmlEscape(origin + localizePath(path, "en"));
    const ar = xmlEscape(origin + localizePath(path, "ar"));
    const lastmod = w3cDate(updatedAt);
    return (
      `<url><loc>${en}</loc>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>` +
      (lastmod ? `<lastmod>${lastmod}</lastmod>` : "") +
      `</url>`
    );
  });
  return (
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

/** Sitemaps and robots.txt change with the catalogue, slowly: shared caches may keep them an hour. */
export const CRAWLER_FILE_CACHE = "public, max-age=3600, s-maxage=3600";
