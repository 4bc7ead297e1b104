import type { LoaderFunctionArgs } from "react-router";
import { commerceBrandLogo } from "~/lib/commerce.server";

/** Brand logos: /brand-logo/{code}.webp?v={version}. A new logo is a new address, so shared caches may keep one a day. */
export async function loader({ params }: LoaderFunctionArgs) {
  const code = /^([a-z0-9-]{1,40})\.webp$/.exec(params.file ?? "")?.[1];
  if (!code) throw new Response("Not Found", { status: 404 });
  const logo = await commerceBrandLogo(code);
  if (!logo.ok) throw new Response("Not Found", { status: 404 });
  return new Response(logo.body, {
    headers: { "Content-Type": "image/webp", "Cache-Control": "public, max-age=86400, s-maxage=86400", "X-Content-Type-Options": "nosniff" },
  });
}
