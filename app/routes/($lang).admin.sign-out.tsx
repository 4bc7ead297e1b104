import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { backOfficeHeaders, requireSameOrigin, signInPath, staffAuthOf } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { localeOf, shopperOf, staffSessionOf } from "~/lib/request-context.server";
import { signOutStaff } from "~/models/staff.server";

/** Signs the staff member out of this browser, or (`scope=everywhere`) out of every session they have. */

export function loader({ context }: LoaderFunctionArgs) {
  return redirect(localizePath("/admin", localeOf(context)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const locale = localeOf(context);
  const everywhere = (await readForm(request, "staff-sign-out")).get("scope") === "everywhere";
  const staff = await staffAuthOf(context);
  if (staff.token) {
    await signOutStaff(locale, staff, everywhere).catch((error: unknown) => {
      // A session that had ended already is as signed out as can be.
      if (!(error instanceof CommerceError && error.status === 401)) throw error;
    });
  }
  shopperOf(context).flash({ kind: "info", message: everywhere ? "admin:signedOutEverywhere" : "admin:signedOut" });
  staffSessionOf(context).signOut();
  return redirect(signInPath(locale), { status: 303, headers: backOfficeHeaders });
}
