import type { LoaderFunctionArgs } from "react-router";
import { commerceProductImage } from "~/lib/commerce.server";

/** Product illustrations: /img/310x300/{sku}/1.svg. Immutable for a day; shared caches may keep them. */
export async function loader({ params }: LoaderFunctionArgs) {
  const view = /^([1-3])\.svg$/.exec(params.file ?? "")?.[1];
  if (!view || !params.sku || !params.size) throw new Response("Not Found", { status: 404 });
  const image = await commerceProductImage(params.sku, Number(view), params.size);
  if (!image.ok) throw new Response("Not Found", { status: image.status === 400 ? 404 : image.status });
  return new Response(image.body, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, s-maxage=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
