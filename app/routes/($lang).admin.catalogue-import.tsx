import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useActionData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CATALOGUE_ROWS_MAX, STOCK_MAX } from "../../commerce/contract/catalogue-import";
import { roleMay } from "../../commerce/contract/staff";
import { formatNumber } from "../../common/format";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { catalogueImportSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { conformField } from "~/components/forms/conform-field";
import { FileField } from "~/components/forms/file-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, backOfficeHeaders, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { importCatalogue, type CatalogueImport } from "~/models/catalogue-admin.server";
import { currentStaff } from "~/models/staff.server";

/**
 * Stock and prices from a CSV file (issue 22, decision 053), by the rules of `npm run catalogue` (the backend checks
 * `stock.manage`, and `catalogue.manage` for a file that sets prices). "Check" is a dry run listing each line's
 * problems, or how many products would change; "Apply" checks again and applies every line, or none when one is
 * wrong. The export downloads what a file would set, and reads back unchanged.
 */

const IMPORT = "catalogue-import";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => {
    // The page has nothing to read: the role is asked so that one who may not import meets "not for your role" here.
    const member = await currentStaff(locale, staff);
    if (!roleMay(member.role, "stock.manage")) throw new Response(null, { status: 403, statusText: "Forbidden", headers: backOfficeHeaders });
    return { title: getI18n(locale).getFixedT(locale, "admin")("catalogueImport.title") };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await readForm(request, IMPORT), { schema: catalogueImportSchema });
  // The file is never sent back: a browser cannot put it in the input again.
  const reply = () => submission.reply({ hideFields: ["file"] });
  if (submission.status !== "success") return data({ intent: IMPORT, result: reply(), outcome: null }, { status: 400, headers: backOfficeHeaders });
  const apply = submission.value.apply === "yes";
  const csv = await submission.value.file.text();
  let outcome: CatalogueImport;
  try {
    outcome = await asStaff(request, context, (staff, locale) => importCatalogue(locale, staff, csv, apply));
  } catch (error) {
    return refuseWithCommerceError(request, context, IMPORT, submission, error);
  }
  if (outcome.ok && outcome.applied) {
    shopperOf(context).flash({ kind: "success", message: "admin:catalogueImport.applied" });
    return redirect(localizePath("/admin/catalogue-import", localeOf(context)), { status: 303, headers: backOfficeHeaders });
  }
  return data({ intent: IMPORT, result: reply(), outcome }, { status: outcome.ok ? 200 : 400, headers: backOfficeHeaders });
}

export default function CatalogueImportPage() {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  const number = (n: number) => formatNumber(n, locale);
  return (
    <section className="bo-page" aria-labelledby="catalogue-import-heading">
      <h1 id="catalogue-import-heading">{t("catalogueImport.heading")}</h1>
      <p>{t("catalogueImport.intro")}</p>
      <div className="bo-panel bo-narrow">
        <h2>{t("catalogueImport.exportHeading")}</h2>
        <p>{t("catalogueImport.exportIntro")}</p>
        {/* A download, not a page: the browser saves the file. */}
        <a href={href("/admin/catalogue-export")} download className="button button--secondary">
          {t("catalogueImport.export")}
        </a>
      </div>
      <ImportForm />
      <div className="bo-panel">
        <h2>{t("catalogueImport.columnsHeading")}</h2>
        <dl className="bo-columns">
          {(["sku", "name", "stock", "price", "special_price", "store"] as const).map((column) => (
            <div key={column}>
              <dt dir="ltr">{column === "store" ? "store:<code>" : column}</dt>
              <dd>{t(`catalogueImport.columns.${column}`, { max: number(STOCK_MAX) })}</dd>
            </div>
          ))}
        </dl>
        <p>{t("catalogueImport.limits", { rows: number(CATALOGUE_ROWS_MAX) })}</p>
      </div>
    </section>
  );
}

function ImportForm() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  // The check's answer; a refusal of the form answers no outcome.
  const answer = useActionData() as { outcome?: CatalogueImport | null } | undefined;
  const [form, fields] = useForm<z.input<typeof catalogueImportSchema>>({ id: IMPORT, lastResult: usePageFormResult(IMPORT) });
  const outcome = answer?.outcome ?? null;
  return (
    <div className="bo-panel bo-narrow">
      <h2>{t("catalogueImport.importHeading")}</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="account-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <FileField {...conformField(fields.file, message)} label={t("catalogueImport.file")} hint={t("catalogueImport.fileHint")} accept=".csv,text/csv" />
        {/* Without the button's name (a press while the page hydrates can lose it) the file is only checked. */}
        <div className="bo-actions">
          <button type="submit" className="button button--secondary">
            {t("catalogueImport.check")}
          </button>
          <button type="submit" name="apply" value="yes" className="button button--primary">
            {t("catalogueImport.apply")}
          </button>
        </div>
      </Form>
      {outcome ? (
        <div role="status" aria-labelledby="catalogue-import-outcome">
          {outcome.ok ? (
            <>
              <h3 id="catalogue-import-outcome">{t("catalogueImport.checkedHeading")}</h3>
              <p>{t("catalogueImport.wouldChange", { count: outcome.productIds.length, lines: formatNumber(outcome.lines, locale) })}</p>
            </>
          ) : (
            <>
              <h3 id="catalogue-import-outcome">{t("catalogueImport.problemsHeading", { count: outcome.problems.length })}</h3>
              <ul>
                {outcome.problems.map((problem, index) => (
                  <li key={`${problem.line}-${index}`}>
                    {t("catalogueImport.problemLine", {
                      line: formatNumber(problem.line, locale),
                      problem: t(`catalogueImport.problems.${problem.code}`, { max: formatNumber(STOCK_MAX, locale), rows: formatNumber(CATALOGUE_ROWS_MAX, locale), ...problem.params }),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
