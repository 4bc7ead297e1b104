import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { safeRedirect } from "remix-utils/safe-redirect";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localeFromParams, localizePath } from "~/lib/i18n";
import { getI18n, isTranslationKey } from "~/lib/i18n.server";
import { redirectWithFlash } from "~/lib/session.server";
import { useLocalizedHref } from "~/lib/use-locale";

// Placeholder until the cart is built: the page says so, and the add-to-cart form's POST comes back to
// where it was posted from with a "coming soon" message.

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeFromParams(params);
  const t = getI18n(locale).getFixedT(locale, "product");
  return data({ title: t("cart.title") }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeFromParams(params);
  const home = localizePath("/", locale);
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });

  let redirectTo: FormDataEntryValue | null = null;
  try {
    redirectTo = (await request.formData()).get("redirectTo");
  } catch (error) {
    console.warn("cart: unreadable form body:", error instanceof Error ? error.message : error);
  }
  // Same-site relative paths only (`/…`, not `//host` or `/\host`); anything else goes home.
  const back = typeof redirectTo === "string" && !redirectTo.includes("\\") ? safeRedirect(redirectTo, home) : home;
  // redirectWithFlash is typed for keys of the "common" namespace, but the root loader translates any key
  // i18next knows, "namespace:key" included; this key is checked at run time instead.
  if (!isTranslationKey(COMING_SOON)) {
    console.error(`cart: missing translation ${COMING_SOON}`);
    return redirect(back, 303);
  }
  return redirectWithFlash(request, back, { kind: "info", message: COMING_SOON });
}

const COMING_SOON: string = "product:cart.comingSoon";

export default function CartPlaceholder() {
  const { t } = useTranslation("product");
  const href = useLocalizedHref();
  return (
    <section className="container notice-page" aria-labelledby="cart-heading">
      <h1 id="cart-heading">{t("cart.heading")}</h1>
      <p>{t("cart.text")}</p>
      <p>
        <Link to={href("/")} className="button button--primary">
          {t("cart.continueShopping")}
        </Link>
      </p>
    </section>
  );
}
