import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundPage } from "~/components/error-boundary";
import { localeFromParams } from "~/lib/i18n";

// Any path no other route claims: a real 404 status, rendered by the root error boundary.
export async function loader({ params }: LoaderFunctionArgs) {
  localeFromParams(params);
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function CatchAll() {
  return <NotFoundPage />;
}
