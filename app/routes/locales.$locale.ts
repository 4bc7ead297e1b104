import type { LoaderFunctionArgs } from "react-router";
import { translationsAssetNamed } from "~/lib/i18n.server";

/**
 * A locale's translations as JSON, for the browser's i18next (entry.client loads it before hydrating): the
 * shop's (`/locales/ar`), or the shop's with the back office's (`/locales/ar-admin`). The URL the pages link to carries the content's hash, so that one is cached for good; any other
 * version answers the current strings and is not cached.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const asset = translationsAssetNamed(params.locale ?? "");
  if (!asset) throw new Response("Not Found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === asset.version;
  return new Response(asset.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
