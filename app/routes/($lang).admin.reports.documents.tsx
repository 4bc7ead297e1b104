import type { LoaderFunctionArgs } from "react-router";
import { asStaff, backOfficeHeaders } from "~/lib/back-office.server";
import { reportPeriodOf } from "~/lib/report-period";
import { documentsCsv } from "~/models/reports.server";

/** The period's tax invoices and credit notes as a CSV download (the reports page's link carries the period). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { period, problems } = reportPeriodOf(new URL(request.url), new Date());
  if (Object.keys(problems).length > 0) throw new Response(null, { status: 400, statusText: "Bad Request", headers: backOfficeHeaders });
  const csv = await asStaff(request, context, (staff, locale) => documentsCsv(locale, staff, period));
  return new Response(csv, {
    headers: {
      ...backOfficeHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tax-documents-${period.from}-${period.to}.csv"`,
    },
  });
}
