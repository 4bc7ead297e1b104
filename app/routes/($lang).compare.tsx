import {
  data,
  Link,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useTranslation } from "react-i18next";
import { COMPARE_MAX, isCompareErrorCode } from "../../commerce/contract/compare";
import { CompareForm } from "~/components/compare/compare-form";
import { comparePostSchema, ONLY_DIFFERENCES } from "~/components/compare/compare-forms";
import { CompareTable } from "~/components/compare/compare-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CommerceError } from "~/lib/commerce.server";
import { changeCompare, compareSkusOf } from "~/lib/compare.server";
import { readForm } from "~/lib/forms.server";
import { inPlaceDone, inPlaceRefused } from "~/lib/in-place-answer.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { consume } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedHref } from "~/lib/use-locale";
import { getCompareTable } from "~/models/compare.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * /compare (SPEC §2, never cached): the shopper's products side by side, a guest's from the session and a
 * customer's from their account (app/lib/compare.server.ts); `?only=differences` shows only the rows that differ.
 * Its action is the one every compare control posts to, each an in-place control (decision 008): without
 * JavaScript `redirectTo` brings the shopper back (303) with a flash message; a fetcher gets data.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const { locale } = shopper;
  const table = await getCompareTable(locale, await compareSkusOf(shopper));
  const onlyDifferences = new URL(request.url).searchParams.get(ONLY_DIFFERENCES.name) === ONLY_DIFFERENCES.value;
  return data(
    { title: getI18n(locale).getFixedT(locale, "compare")("page.title"), table, onlyDifferences },
    { headers: privatePageHeaders },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

// ---------- action ----------

const DONE = {
  add: "compare:notifications.added",
  remove: "compare:notifications.removed",
  clear: "compare:notifications.cleared",
} as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, "compare");
  const redirectTo = formData.get("redirectTo");
  // Where a browser without JavaScript goes next; null for a fetcher.
  const back = redirectTo === null ? null : safeRedirectPath(redirectTo, localizePath("/compare", shopper.locale));
  const parsed = comparePostSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return inPlaceRefused(shopper, back, "compare:errors.requestInvalid", 400);
  if ((await consume("compare", clientOf(context))).limited) return inPlaceRefused(shopper, back, "compare:errors.tooMany", 429);
  try {
    await changeCompare(shopper, parsed.data);
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (isCompareErrorCode(error.code)) return inPlaceRefused(shopper, back, `compare:errors.${error.code}`, error.status);
    console.error(`compare: ${parsed.data.intent} refused:`, error);
    return inPlaceRefused(shopper, back, "compare:errors.generic", error.status >= 500 ? 502 : 400);
  }
  return inPlaceDone(shopper, back, { kind: "success", message: DONE[parsed.data.intent] });
}

// ---------- the page ----------

export default function Compare() {
  const { table, onlyDifferences } = useLoaderData<typeof loader>();
  const { t } = useTranslation("compare");
  const href = useLocalizedHref();
  const count = table.products.length;
  const differences = table.attributes.some((row) => row.differs);
  return (
    <section className="container page compare-page" aria-labelledby="compare-heading">
      <h1 id="compare-heading">{t("page.heading")}</h1>
      {count === 0 ? (
        <>
          <p>{t("page.empty", { count: COMPARE_MAX })}</p>
          <p>
            <Link to={href("/")} className="button button--primary">
              {t("page.browse")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <div className="compare-toolbar">
            <p>{t("page.count", { count, max: COMPARE_MAX })}</p>
            {onlyDifferences ? (
              <Link to={href("/compare")}>{t("page.showAll")}</Link>
            ) : differences ? (
              <Link to={href(`/compare?${ONLY_DIFFERENCES.name}=${ONLY_DIFFERENCES.value}`)}>{t("page.onlyDifferences")}</Link>
            ) : null}
            <CompareForm intent="clear">
              <button type="submit" className="button button--secondary">
                {t("page.clearAll")}
              </button>
            </CompareForm>
          </div>
          <p className="compare-note">{differences ? t("page.differsNote") : t("page.noDifferences")}</p>
          <CompareTable table={table} onlyDifferences={onlyDifferences} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
