import type { LoaderFunctionArgs } from "react-router";
import { asStaff, backOfficeHeaders } from "~/lib/back-office.server";
import { subscriberFilterOf } from "~/lib/subscriber-filter";
import { exportSubscribers } from "~/models/newsletter.server";

/** The addresses the newsletter list's filter shows, as a CSV download (the list's link carries the same query). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const csv = await asStaff(request, context, (staff, locale) => exportSubscribers(locale, staff, subscriberFilterOf(new URL(request.url))));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...backOfficeHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${day}.csv"`,
    },
  });
}
