import { Links, Meta, Scripts } from "react-router";
import type { ReactNode } from "react";
import { dirOf, type Locale } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";

/** The document React Router needs and nothing of the shop around it (the `bare` layout, app/lib/route-handle.ts). */
export function BareDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={useNonce()} />
      </body>
    </html>
  );
}
