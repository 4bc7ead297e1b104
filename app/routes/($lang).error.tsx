import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { ServerErrorPage } from "~/components/error-boundary";
import { getFixedT } from "~/lib/i18n.server";
import type { RouteHandle } from "~/lib/route-handle";
import { localeOf } from "~/lib/request-context.server";

/** SPEC §2 `/error`: where a failed flow sends the shopper, in the minimal layout. The page itself works, so it is a 200. */
export const handle: RouteHandle = { layout: "minimal" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const t = getFixedT(localeOf(context));
  return { title: t("errors.server.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export default function ErrorPage() {
  return <ServerErrorPage />;
}
