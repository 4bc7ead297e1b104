import { Link, useRouteLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { accountPageMeta } from "~/lib/account-page";
import { getFixedAccountT } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import type { loader as accountLoader } from "./($lang).my-account";
import { localeOf } from "~/lib/request-context.server";

/** The account overview: who is signed in, and the way to each block. */

// The account layout's loader checks the session; this one only names the page.
export function loader({ params, context }: LoaderFunctionArgs) {
  return { title: getFixedAccountT(localeOf(context))("dashboard.title") };
}

export const meta = accountPageMeta;

export default function AccountDashboard() {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  const profile = useRouteLoaderData<typeof accountLoader>("routes/($lang).my-account")!.profile;
  return (
    <>
      <h1>{t("dashboard.heading", { name: profile.firstname })}</h1>
      <p>{t("dashboard.intro")}</p>
      <section className="account-card" aria-labelledby="account-contact">
        <h2 id="account-contact">{t("dashboard.contact")}</h2>
        <p>
          {profile.firstname} {profile.lastname}
        </p>
        <p>
          <bdi dir="ltr">{profile.email}</bdi>
        </p>
        {profile.mobile ? (
          <p>
          <bdi dir="ltr">{formatUaeMobile(profile.mobile)}</bdi>
        </p>
        ) : null}
        <Link to={href("/my-account/profile")}>{t("dashboard.edit")}</Link>
      </section>
    </>
  );
}
