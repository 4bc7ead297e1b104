import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatDateTime } from "../../common/format";
import { STAFF_ROLES } from "../../commerce/contract/staff";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { inviteSchema, roleField } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath, NATIVE_LANGUAGE_NAMES } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { changeStaffRole, currentStaff, disableStaff, inviteStaff, listStaff } from "~/models/staff.server";

/**
 * The staff list (owners only; the backend refuses other roles): who has access and with which role, invitations
 * waiting, inviting someone, changing a role, disabling an account (signed out everywhere at once).
 */

const INVITE = "invite";
const memberAction = z.object({ staffId: z.coerce.number().int().positive(), role: roleField.optional() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => {
    const [listing, me] = await Promise.all([listStaff(locale, staff), currentStaff(locale, staff)]);
    return { title: getI18n(locale).getFixedT(locale, "admin")("staff.title"), listing, myId: me.id };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "staff");
  const intent = formData.get("intent");
  if (intent === INVITE) return invite(request, context, formData);
  const member = memberAction.safeParse(Object.fromEntries(formData));
  if (!member.success || (intent !== "role" && intent !== "disable")) throw new Response(null, { status: 400 });
  const shopper = shopperOf(context);
  return asStaff(request, context, async (staff, locale) => {
    try {
      if (intent === "role" && member.data.role) await changeStaffRole(locale, staff, member.data.staffId, member.data.role);
      if (intent === "disable") await disableStaff(locale, staff, member.data.staffId);
      shopper.flash({ kind: "success", message: intent === "role" ? "admin:staff.roleChanged" : "admin:staff.disabledDone" });
    } catch (error) {
      if (!(error instanceof CommerceError) || error.status !== 409) throw error;
      shopper.flash({ kind: "error", message: `admin:errors.${error.code}` });
    }
    return redirect(localizePath("/admin/staff", locale), { status: 303 });
  });
}

async function invite(request: Request, context: ActionFunctionArgs["context"], formData: FormData) {
  const submission = parseWithZod(formData, { schema: inviteSchema });
  if (submission.status !== "success") return refuseForm(INVITE, submission);
  const locale = localeOf(context);
  try {
    await asStaff(request, context, (staff) => inviteStaff(locale, staff, submission.value));
  } catch (error) {
    return refuseWithCommerceError(request, context, INVITE, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:staff.invited" });
  return redirect(localizePath("/admin/staff", locale), { status: 303 });
}

export default function Staff() {
  const { listing, myId } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <section className="bo-page" aria-labelledby="staff-heading">
      <h1 id="staff-heading">{t("staff.heading")}</h1>
      <div className="bo-panel">
        <h2>{t("staff.members")}</h2>
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("staff.name")}</th>
                <th scope="col">{t("staff.email")}</th>
                <th scope="col">{t("staff.state")}</th>
                <th scope="col">{t("staff.since")}</th>
                <th scope="col">{t("staff.role")}</th>
                <th scope="col">{t("staff.disable")}</th>
              </tr>
            </thead>
            <tbody>
              {listing.members.map((member) => (
                <tr key={member.id}>
                  <td>
                    {member.name} {member.id === myId ? t("staff.you") : null}
                  </td>
                  <td dir="ltr">{member.email}</td>
                  <td>{member.disabled ? t("staff.disabled") : member.enrolled ? t("staff.enrolled") : t("staff.notEnrolled")}</td>
                  <td dir="ltr">{formatDateTime(member.createdAt)}</td>
                  <td>
                    {member.disabled ? (
                      t(`roles.${member.role}`)
                    ) : (
                      <Form method="post" className="bo-inline-form">
                        <input type="hidden" name="staffId" value={member.id} />
                        <SelectField id={`role-${member.id}`} name="role" label={t("staff.changeRoleOf", { name: member.name })} defaultValue={member.role}>
                          {STAFF_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ))}
                        </SelectField>
                        <button type="submit" name="intent" value="role" className="button button--secondary bo-button--small">
                          {t("staff.saveRole")}
                        </button>
                      </Form>
                    )}
                  </td>
                  <td>
                    {member.disabled || member.id === myId ? null : (
                      <Form method="post">
                        <input type="hidden" name="staffId" value={member.id} />
                        <button type="submit" name="intent" value="disable" className="button button--secondary bo-button--small">
                          {t("staff.disableOf", { name: member.name })}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="bo-panel">
        <h2>{t("staff.invitations")}</h2>
        {listing.invitations.length === 0 ? (
          <p>{t("staff.noInvitations")}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t("staff.name")}</th>
                  <th scope="col">{t("staff.email")}</th>
                  <th scope="col">{t("staff.role")}</th>
                  <th scope="col">{t("staff.expires")}</th>
                </tr>
              </thead>
              <tbody>
                {listing.invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <td>{invitation.name}</td>
                    <td dir="ltr">{invitation.email}</td>
                    <td>{t(`roles.${invitation.role}`)}</td>
                    <td dir="ltr">{formatDateTime(invitation.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <InviteForm />
    </section>
  );
}

function InviteForm() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof inviteSchema>>({ id: "invite-form", lastResult: usePageFormResult(INVITE), shouldRevalidate: "onBlur" });
  return (
    <div className="bo-panel bo-narrow">
      <h2>{t("staff.inviteHeading")}</h2>
      <p>{t("staff.inviteIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.name, message)} label={t("staff.inviteName")} autoComplete="off" />
        <TextField {...conformField(fields.email, message)} label={t("staff.inviteEmail")} type="email" autoComplete="off" inputMode="email" dir="ltr" />
        <SelectField {...conformField(fields.role, message)} label={t("staff.inviteRole")}>
          <option value="">{t("validation.choose")}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField {...conformField(fields.locale, message)} label={t("staff.inviteLanguage")}>
          {(["en", "ar"] as const).map((language) => (
            <option key={language} value={language} lang={language}>
              {NATIVE_LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        {/* The form's one action, named in the form rather than by its button: a press while the page hydrates can lose the button's name. */}
        <input type="hidden" name="intent" value={INVITE} />
        <button type="submit" className="button button--primary">
          {t("staff.invite")}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
