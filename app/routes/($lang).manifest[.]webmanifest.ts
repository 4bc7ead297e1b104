import type { LoaderFunctionArgs } from "react-router";
import { dirOf, localizePath } from "~/lib/i18n";
import { getFixedT } from "~/lib/i18n.server";
import { localeOf } from "~/lib/request-context.server";
import { APP_ICONS, BACKGROUND_COLOUR, THEME_COLOUR } from "~/lib/web-app";

/** How long browsers and proxies may keep a manifest: it changes with a deploy at most. */
const MANIFEST_MAX_AGE = 60 * 60 * 24;

/**
 * The web manifest of the store in one language (`/manifest.webmanifest`, `/ar/manifest.webmanifest`; decision
 * 057): installed, the store opens on that language's home page. Every page links its language's one.
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  // A resource route: the `($lang)` layout's loader, which refuses other prefixes, does not run for it.
  if (params.lang !== undefined && params.lang !== "ar") throw new Response("Not Found", { status: 404 });
  const locale = localeOf(context);
  const t = getFixedT(locale);
  const home = localizePath("/", locale);
  const manifest = {
    id: home,
    name: t("brand.name"),
    short_name: t("webApp.shortName"),
    lang: locale,
    dir: dirOf(locale),
    start_url: home,
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: "image/png", purpose })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": `public, max-age=${MANIFEST_MAX_AGE}` },
  });
}
