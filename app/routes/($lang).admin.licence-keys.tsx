import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { licenceKeyImportSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { conformField } from "~/components/forms/conform-field";
import { FileField } from "~/components/forms/file-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, backOfficeHeaders, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale } from "~/lib/use-locale";
import { formatNumber } from "../../common/format";
import { importKeys, readKeyPools, type KeyImport } from "~/models/back-office-service.server";

/**
 * Software's licence keys (decision 045; the catalogue role, `stock.manage`, which the backend checks): each
 * product's pool (unused, assigned, returned), and importing a CSV file of `sku,key` lines. "Check" is a dry
 * run listing each line's problems; "Import" checks again and adds every key, or none when a line is wrong.
 */

const IMPORT = "licence-keys";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("licenceKeys.title"),
    pools: await readKeyPools(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await readForm(request, IMPORT), { schema: licenceKeyImportSchema });
  // The file is never sent back: a browser cannot put it in the input again.
  const reply = () => submission.reply({ hideFields: ["file"] });
  if (submission.status !== "success") return data({ intent: IMPORT, result: reply(), outcome: null }, { status: 400, headers: backOfficeHeaders });
  const apply = submission.value.apply === "yes";
  const csv = await submission.value.file.text();
  let outcome: KeyImport;
  try {
    outcome = await asStaff(request, context, (staff, locale) => importKeys(locale, staff, csv, apply));
  } catch (error) {
    return refuseWithCommerceError(request, context, IMPORT, submission, error);
  }
  if (outcome.applied) {
    shopperOf(context).flash({ kind: "success", message: "admin:licenceKeys.imported" });
    return redirect(localizePath("/admin/licence-keys", localeOf(context)), { status: 303, headers: backOfficeHeaders });
  }
  return data({ intent: IMPORT, result: reply(), outcome }, { status: outcome.problems.length > 0 ? 400 : 200, headers: backOfficeHeaders });
}

export default function LicenceKeys() {
  const { pools } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  return (
    <section className="bo-page" aria-labelledby="keys-heading">
      <h1 id="keys-heading">{t("licenceKeys.heading")}</h1>
      <p>{t("licenceKeys.intro")}</p>
      <div className="bo-panel">
        <h2>{t("licenceKeys.poolsHeading")}</h2>
        {pools.length === 0 ? (
          <p>{t("licenceKeys.noProducts")}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t("licenceKeys.product")}</th>
                  <th scope="col">{t("licenceKeys.sku")}</th>
                  <th scope="col" className="bo-number">
                    {t("licenceKeys.unused")}
                  </th>
                  <th scope="col" className="bo-number">
                    {t("licenceKeys.assigned")}
                  </th>
                  <th scope="col" className="bo-number">
                    {t("licenceKeys.returned")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pools.map((pool) => (
                  <tr key={pool.sku}>
                    <td>{pool.name}</td>
                    <td dir="ltr">{pool.sku}</td>
                    <td className="bo-number">{number(pool.unused)}</td>
                    <td className="bo-number">{number(pool.assigned)}</td>
                    <td className="bo-number">{number(pool.returned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ImportForm />
    </section>
  );
}

function ImportForm() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  // The check's answer; a refusal of the form answers no outcome.
  const answer = useActionData() as { outcome?: KeyImport | null } | undefined;
  const [form, fields] = useForm<z.input<typeof licenceKeyImportSchema>>({ id: "licence-key-import", lastResult: usePageFormResult(IMPORT) });
  const outcome = answer?.outcome ?? null;
  return (
    <div className="bo-panel bo-narrow">
      <h2>{t("licenceKeys.importHeading")}</h2>
      <p>{t("licenceKeys.importIntro")}</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="account-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <FileField {...conformField(fields.file, message)} label={t("licenceKeys.file")} hint={t("licenceKeys.fileHint")} accept=".csv,text/csv" />
        {/* Without the button's name (a press while the page hydrates can lose it) the file is only checked. */}
        <div className="bo-actions">
          <button type="submit" className="button button--secondary">
            {t("licenceKeys.check")}
          </button>
          <button type="submit" name="apply" value="yes" className="button button--primary">
            {t("licenceKeys.import")}
          </button>
        </div>
      </Form>
      {outcome ? (
        <div role="status" aria-labelledby="keys-outcome">
          <h3 id="keys-outcome">{outcome.problems.length > 0 ? t("licenceKeys.problemsHeading", { count: outcome.problems.length }) : t("licenceKeys.checkedHeading")}</h3>
          {outcome.problems.length > 0 ? (
            <ul>
              {outcome.problems.map((problem) => (
                <li key={`${problem.line}-${problem.code}`}>
                  {t("licenceKeys.problemLine", { line: formatNumber(problem.line, locale), problem: t(`licenceKeys.problems.${problem.code}`) })}
                </li>
              ))}
            </ul>
          ) : (
            <ul>
              {outcome.keys.map((entry) => (
                <li key={entry.sku}>{t("licenceKeys.keysFor", { count: entry.count, sku: entry.sku })}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
