import type { LoaderFunctionArgs } from "react-router";
import { asStaff, backOfficeHeaders } from "~/lib/back-office.server";
import { orderFilterOf } from "~/lib/order-filter";
import { exportOrders } from "~/models/back-office-orders.server";

/** The orders the list's filter shows, as a CSV download (the list's "Download" link carries the same query). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const csv = await asStaff(request, context, (staff, locale) => exportOrders(locale, staff, orderFilterOf(new URL(request.url))));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...backOfficeHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
    },
  });
}
