import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CartSync } from "~/components/cart/cart-sync";
import { CartTaskSenderSlot, MicrocartSlot, NewsletterPopupSlot, OfflineOrderSlot, ServiceWorkerStatusSlot, TagManagerSlot } from "~/components/after-load-slots";
import { BackOfficeDocument } from "~/components/admin/back-office-document";
import { BareDocument } from "~/components/bare-document";
import { ConsentBanner } from "~/components/consent/consent-banner";
import { Notifications } from "~/components/forms/notifications";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LanguageSuggestion } from "~/components/language-suggestion";
import { NEWSLETTER_FORM } from "~/components/newsletter-form";
import { SiteFooter } from "~/components/site-footer";
import { ShopperViewData } from "~/components/shopper-view-data";
import { SiteHeader } from "~/components/site-header";
import { WebAppLinks } from "~/components/web-app-links";
import { compactMenu, type MenuLink } from "~/components/mega-menu";
import { isBackOfficePath } from "~/lib/back-office";
import { isBareBenchDocument } from "~/lib/bench-routes.server";
import { config } from "~/lib/config.server";
import { CONSENT_PATH } from "~/lib/consent";
import { consentOf } from "~/lib/consent-cookie.server";
import { dirOf, localeFromPathname, localizePath, stripLocale, type Locale } from "~/lib/i18n";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { getFixedT, isTranslationKey, translationsAsset } from "~/lib/i18n.server";
import { suggestedLocale } from "~/lib/language-preference.server";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { layoutOf } from "~/lib/route-handle";
import { isQuietPage } from "~/lib/newsletter-popup";
import { localeOf, shopperMiddleware, shopperOf } from "~/lib/request-context.server";
import type { Shopper } from "~/lib/shopper.server";
import { customerPartOf, shopperViewOf } from "~/lib/shopper-snapshot.server";
import { ANONYMOUS_VIEW, useShopperView } from "~/lib/shopper-view";
import { getCartItemCount } from "~/models/cart.server";
import { getMegaMenu } from "~/models/catalog.server";
import appStylesHref from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref },
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32" },
];

/** The locale and the shopper of every request, made once; the shopper's cookie written once (decision 031). */
export const middleware = [shopperMiddleware];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ReturnType<typeof data<RootData>>> {
  // Never throws for a bad `($lang)` value: the `($lang)` layout answers that with a 404, and the
  // error page still needs a locale, translations and its titles.
  const locale = localeOf(context);
  if (isBareBenchDocument(request)) return data(bareDocumentData(request, locale));
  if (isBackOfficePath(new URL(request.url).pathname)) return data(backOfficeData(request, locale, shopperOf(context)));
  const shopper = shopperOf(context);
  const flash = flashOf(shopper, locale);
  const [menu, cartCount, customer, suggested] = await Promise.all([
    headerMenu(locale),
    headerCartCount(shopper),
    customerPartOf(shopper),
    suggestedLocale(locale, request.headers.get("Accept-Language")),
  ]);
  // Before the commit below: it keeps the snapshot the next pages are filled from.
  const shopperView = shopperViewOf(shopper, cartCount, customer, consentOf(request.headers.get("Cookie")));
  const t = getFixedT(locale);
  return data(
    {
      locale,
      translationsHref: translationsAsset(locale).href,
      errorTitles: { notFound: t("errors.notFound.title"), server: t("errors.server.title"), request: t("errors.request.title") },
      origin: new URL(request.url).origin,
      menu,
      shopper: shopperView,
      honeypot: honeypotInputProps,
      // Written in the suggested language: it is the one the shopper reads.
      languageSuggestion: suggested
        ? { locale: suggested, label: getFixedT(suggested)("language.suggestionLabel"), text: getFixedT(suggested)("language.suggestion") }
        : null,
      flash,
      offlineOrdersAutoSend: config.offlineOrdersAutoSend,
      tagManagerId: config.tagManagerId,
    },
  );
}

/** The benchmark's bare document (routes/bench.bare.tsx) renders none of the shop's data: same shape, empty. */
function bareDocumentData(request: Request, locale: Locale): RootData {
  const t = getFixedT(locale);
  return {
    locale,
    translationsHref: translationsAsset(locale).href,
    errorTitles: { notFound: t("errors.notFound.title"), server: t("errors.server.title"), request: t("errors.request.title") },
    origin: new URL(request.url).origin,
    menu: [],
    shopper: ANONYMOUS_VIEW,
    honeypot: honeypotInputProps,
    languageSuggestion: null,
    flash: null,
    offlineOrdersAutoSend: false,
    tagManagerId: null,
  };
}

/** The back office's pages show none of the shop (menu, cart, suggestions): its texts and the flash message. */
function backOfficeData(request: Request, locale: Locale, shopper: Shopper): RootData {
  return {
    ...bareDocumentData(request, locale),
    translationsHref: translationsAsset(locale, "backOffice").href,
    flash: flashOf(shopper, locale),
  };
}

function flashOf(shopper: Shopper, locale: Locale): RootData["flash"] {
  const flash = shopper.takeFlash();
  if (!flash || !isTranslationKey(flash.message)) return null;
  return { id: crypto.randomUUID(), kind: flash.kind, text: getFixedT(locale)(flash.message), form: flash.form, values: flash.values, message: flash.message };
}

/**
 * The header's category menu. Cached by the catalogue model and trimmed once per cached copy, so
 * this costs next to nothing per request. If the catalogue is unreachable the page still renders,
 * with the Brands link only.
 */
async function headerMenu(locale: Locale): Promise<MenuLink[]> {
  try {
    return compactMenu(await getMegaMenu({ locale }));
  } catch (error) {
    console.error("root: mega menu unavailable:", error);
    return [];
  }
}

/**
 * The header's cart badge: the sum of the quantities (SPEC §9). A shopper without a cart (a first visit,
 * a crawler, a shared-cache fill) costs nothing; a cart call that fails shows 0 rather than failing the page.
 */
async function headerCartCount({ locale, cartToken }: Shopper): Promise<number> {
  if (!cartToken) return 0;
  try {
    return await getCartItemCount({ locale, cartToken });
  } catch (error) {
    console.error("root: cart count unavailable:", error);
    return 0;
  }
}

/**
 * The root's data (menu, the shopper's view, flash message) changes with a form post, or when another tab changed
 * the cart (CartSync revalidates the page it is on), not with a link: a client-side navigation runs only the
 * next page's own loaders.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const posted = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  const samePage = currentUrl.href === nextUrl.href;
  const otherLanguage = localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname);
  return (posted || samePage || otherLanguage) && defaultShouldRevalidate;
};

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error || !data) return [];
  const titles = data.errorTitles;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? titles.notFound : status >= 500 ? titles.server : titles.request;
  return [{ title }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPathname(pathname);
  const { t } = useTranslation();
  const layout = layoutOf(useMatches());
  const failed = useRouteError() != null; // null (not undefined) when nothing failed
  const minimal = layout === "minimal";
  const flash = data?.flash ?? null;
  const newsletterFeedback = flash?.form === NEWSLETTER_FORM ? flash : null;
  const pagePath = stripLocale(pathname);
  const nonce = useNonce();
  const shopper = useShopperView(data);

  if (layout === "bare" && !failed) return <BareDocument locale={locale}>{children}</BareDocument>;
  if (layout === "backOffice") {
    return (
      <BackOfficeDocument locale={locale} translationsHref={data?.translationsHref}>
        {children}
      </BackOfficeDocument>
    );
  }
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <WebAppLinks locale={locale} />
        {data ? (
          // entry.client starts i18next with this file before hydrating (it is cached for good).
          <link rel="preload" href={data.translationsHref} as="fetch" crossOrigin="anonymous" data-translations="" />
        ) : null}
        {data ? (
          <>
            <link rel="alternate" hrefLang="en" href={data.origin + localizePath(pagePath, "en")} />
            <link rel="alternate" hrefLang="ar" href={data.origin + localizePath(pagePath, "ar")} />
            <link rel="alternate" hrefLang="x-default" href={data.origin + pagePath} />
          </>
        ) : null}
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t("skipLink")}
        </a>
        <ServiceWorkerStatusSlot />
        {data?.languageSuggestion ? <LanguageSuggestion {...data.languageSuggestion} /> : null}
        <SiteHeader cartCount={shopper.cartCount} firstName={shopper.firstName} menu={data?.menu ?? []} minimal={minimal} />
        <main id="main" tabIndex={-1}>
          <Notifications flash={flash && flash.form === undefined ? flash : null} />
          <OfflineOrderSlot />
          {children}
        </main>
        <SiteFooter minimal={minimal} newsletterFeedback={newsletterFeedback} />
        {pagePath === CONSENT_PATH ? null : <ConsentBanner consent={shopper.consent} />}
        <MicrocartSlot />
        <CartSync />
        <CartTaskSenderSlot />
        {data?.tagManagerId ? <TagManagerSlot id={data.tagManagerId} /> : null}
        {/* Never over the cookie banner: only once the shopper answered it. */}
        <NewsletterPopupSlot
          may={layout === "default" && !failed && !isQuietPage(pagePath) && shopper.consent !== null}
          subscribed={newsletterFeedback?.kind === "success"}
        />
        <ShopperViewData view={shopper} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
