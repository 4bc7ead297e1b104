import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ComingSoon } from "~/components/account/coming-soon";
import { accountPageMeta } from "~/lib/account-page";
import { localeFromParams } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";

/**
 * The account blocks of SPEC §2 whose features arrive with later issues (reviews with the store features):
 * an honest "coming soon". Any other name under /my-account is not a page.
 */
const COMING_SOON = {
  reviews: "reviews",
} as const;

export function loader({ params }: LoaderFunctionArgs) {
  const block = params.block ?? "";
  if (!Object.hasOwn(COMING_SOON, block)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const feature = COMING_SOON[block as keyof typeof COMING_SOON];
  return { feature, title: getFixedAccountT(localeFromParams(params))(`nav.${feature}`) };
}

export const meta = accountPageMeta;

export default function ComingSoonBlock() {
  const { feature } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return <ComingSoon heading={t(`nav.${feature}`)} text={t(`comingSoon.${feature}`)} />;
}
