import type { LoaderFunctionArgs } from "react-router";
import { asStaff, backOfficeHeaders } from "~/lib/back-office.server";
import { exportCatalogue } from "~/models/catalogue-admin.server";

/** Every product's stock, prices and shelves as a CSV download, which the import reads back unchanged. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const csv = await asStaff(request, context, (staff, locale) => exportCatalogue(locale, staff));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...backOfficeHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catalogue-${day}.csv"`,
    },
  });
}
