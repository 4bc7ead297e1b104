import { Links, Meta, Scripts, ScrollRestoration } from "react-router";
import type { ReactNode } from "react";
import { dirOf, type Locale } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import { WebAppLinks } from "~/components/web-app-links";

/**
 * The document of the back office's pages (the `backOffice` layout): none of the shop's header, footer or cart;
 * the back office's layout route (`($lang).admin.tsx`) draws its own header, navigation and main.
 */
export function BackOfficeDocument({ locale, translationsHref, children }: { locale: Locale; translationsHref: string | undefined; children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
        <WebAppLinks locale={locale} />
        {translationsHref ? <link rel="preload" href={translationsHref} as="fetch" crossOrigin="anonymous" data-translations="" /> : null}
      </head>
      <body className="back-office">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
