import { localizePath, type Locale } from "~/lib/i18n";
import { THEME_COLOUR } from "~/lib/web-app";

/** The page's language's web manifest and the browser's colour for the store (decision 057). */
export function WebAppLinks({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={localizePath("/manifest.webmanifest", locale)} />
      <meta name="theme-color" content={THEME_COLOUR} />
    </>
  );
}
