import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { changePasswordSchema } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { requireCustomer, orSignIn } from "~/lib/account.server";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageMeta } from "~/lib/account-page";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";
import { accountKey } from "~/lib/rate-limit.server";
import { clientOf } from "~/lib/request-context.server";
import { formatDateTime } from "../../common/format";
import { changePassword, getProfile, listSessions, signOutOtherDevices } from "~/models/account.server";
import { listLinkedIdentities, unlinkIdentity } from "~/models/social-sign-in.server";
import { CommerceError } from "~/lib/commerce.server";

/**
 * Change password (every other device is signed out, SPEC §4 "Change password"), the signed-in devices, with
 * "sign out of all other devices", and the linked sign-in providers, each of which can be unlinked unless it is
 * the account's only way in (decision 059).
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const [devices, linked] = await orSignIn(
    shopper,
    request,
    Promise.all([listSessions(shopper.locale, customer), listLinkedIdentities(shopper.locale, customer)]),
  );
  return data(
    { title: getFixedAccountT(shopper.locale)("password.title"), devices, linked },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, customer } = await requireCustomer(request, context);
  const formData = await readForm(request, "password");
  const back = localizePath("/my-account/password", shopper.locale);

  if (formData.get("intent") === "unlink") {
    try {
      await orSignIn(shopper, request, unlinkIdentity(shopper.locale, customer, Number(formData.get("identity"))));
      shopper.flash({ kind: "success", message: "account:social.unlinked" });
    } catch (error) {
      if (!(error instanceof CommerceError) || !["social.lastSignIn", "social.notLinked"].includes(error.code)) throw error;
      shopper.flash({ kind: "error", message: `account:errors.${error.code as "social.lastSignIn" | "social.notLinked"}` });
    }
    return redirect(back, { status: 303 });
  }

  if (formData.get("intent") === "sign-out-others") {
    await orSignIn(shopper, request, signOutOtherDevices(shopper.locale, customer));
    shopper.flash({ kind: "success", message: "account:password.othersSignedOut" });
    return redirect(back, { status: 303 });
  }

  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return refuse(shopper, "change-password", submission);
  // The current password can be guessed here as at sign-in: limited per address and per account from it.
  const { email } = await orSignIn(shopper, request, getProfile(shopper.locale, customer));
  const client = clientOf(context);
  const limited = await refuseWhenLimited(shopper, "change-password", submission, [
    ["signInClient", client],
    ["signInAccount", accountKey(email.toLowerCase(), client)],
  ]);
  if (limited) return limited;
  try {
    const { currentPassword, newPassword } = submission.value;
    const { otherSessionsEnded } = await changePassword(shopper.locale, customer, currentPassword, newPassword);
    shopper.flash({ kind: "success", message: otherSessionsEnded > 0 ? "account:password.changedOthers" : "account:password.changed" });
  } catch (error) {
    return refuseWithCommerceError(shopper, request, "change-password", submission, error);
  }
  return redirect(back, { status: 303 });
}

export default function PasswordAndDevices() {
  const { devices, linked } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: "password-form",
    lastResult: usePageFormResult("change-password"),
  });
  return (
    <>
      <h1>{t("password.heading")}</h1>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="change-password" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.currentPassword, message)} label={t("password.current")} type="password" autoComplete="current-password" />
        <TextField {...conformField(fields.newPassword, message)} label={t("password.new")} type="password" autoComplete="new-password" hint={t("signUp.passwordHint")} />
        <TextField {...conformField(fields.confirmPassword, message)} label={t("password.confirm")} type="password" autoComplete="new-password" />
        <button type="submit" className="button button--primary">
          {t("password.submit")}
        </button>
      </Form>
      <section className="account-card" aria-labelledby="devices-heading">
        <h2 id="devices-heading">{t("password.devicesHeading")}</h2>
        <p>{t("password.devicesIntro")}</p>
        <ul className="account-devices">
          {devices.map((device) => (
            <li key={device.id}>
              {device.current ? <strong>{t("password.thisDevice")}: </strong> : null}
              {t("password.signedInAt", { date: formatDateTime(device.created_at) })}, {t("password.lastActive", { date: formatDateTime(device.last_seen_at) })}
            </li>
          ))}
        </ul>
        {devices.length > 1 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-others" />
            <button type="submit" className="button button--secondary">
              {t("password.signOutOthers")}
            </button>
          </Form>
        ) : null}
      </section>
      <section className="account-card" aria-labelledby="identities-heading">
        <h2 id="identities-heading">{t("social.heading")}</h2>
        <p>{linked.identities.length > 0 ? t("social.intro") : t("social.none")}</p>
        <ul className="account-identities">
          {linked.identities.map((identity) => {
            const provider = t(`social.provider.${identity.provider}`);
            const onlyWayIn = !linked.hasPassword && linked.identities.length === 1;
            return (
              <li key={identity.id}>
                <span>{t("social.linkedSince", { provider, email: identity.email, date: formatDateTime(identity.created_at) })}</span>
                {onlyWayIn ? (
                  <span>{t("social.onlyWayIn")}</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="unlink" />
                    <input type="hidden" name="identity" value={identity.id} />
                    <button type="submit" className="button button--secondary">
                      {t("social.unlink", { provider })}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
