import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatDateTime, formatMoney } from "../../common/format";
import { readIncrementId } from "../../commerce/contract/order";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { useStaffMay } from "~/components/admin/use-staff";
import { useStatusLabels } from "~/components/orders/status-label";
import { asStaff, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath, NATIVE_LANGUAGE_NAMES } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { readCustomer, resendOrderConfirmation, sendPasswordReset, setCustomerGroup } from "~/models/back-office-service.server";

/**
 * One customer, read-only (support): profile, addresses, orders, newsletter. Staff may resend an order's
 * confirmation or e-mail a password reset link; they never sign in as the customer.
 */

const customerIdOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404, statusText: "Not Found" });
  return id;
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = customerIdOf(params.customerId);
  return asStaff(request, context, async (staff, locale) => {
    const customer = await readCustomer(locale, staff, id, 1);
    const name = `${customer.profile.firstname} ${customer.profile.lastname}`;
    return { title: getI18n(locale).getFixedT(locale, "admin")("customers.viewTitle", { name }), name, customer };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const actionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("password-reset") }),
  z.object({ intent: z.literal("resend"), order: z.string() }),
  z.object({ intent: z.literal("group"), group_id: z.coerce.number().int().positive() }),
]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const id = customerIdOf(params.customerId);
  const parsed = actionForm.safeParse(Object.fromEntries(await readForm(request, "customer")));
  if (!parsed.success) throw new Response(null, { status: 400 });
  const locale = localeOf(context);
  const shopper = shopperOf(context);
  await asStaff(request, context, async (staff) => {
    if (parsed.data.intent === "password-reset") {
      await sendPasswordReset(locale, staff, id);
      shopper.flash({ kind: "success", message: "admin:customers.passwordResetSent" });
    } else if (parsed.data.intent === "group") {
      await setCustomerGroup(locale, staff, id, parsed.data.group_id);
      shopper.flash({ kind: "success", message: "admin:customers.groupSet" });
    } else {
      const incrementId = readIncrementId(parsed.data.order);
      if (incrementId === null) throw new Response(null, { status: 404 });
      await resendOrderConfirmation(locale, staff, incrementId);
      shopper.flash({ kind: "success", message: "admin:customers.resent" });
    }
  });
  return redirect(localizePath(`/admin/customers/${id}`, locale), { status: 303 });
}

export default function CustomerPage() {
  const { name, customer } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const labels = useStatusLabels();
  const href = useLocalizedHref();
  const locale = useLocale();
  const may = useStaffMay();
  const { profile } = customer;
  return (
    <article className="bo-page" aria-labelledby="customer-heading">
      <p className="bo-no-print">
        <Link to={href("/admin/customers")}>{t("customers.back")}</Link>
      </p>
      <h1 id="customer-heading">{name}</h1>
      <p>{t("customers.noImpersonation")}</p>
      <div className="bo-panel">
        <h2>{t("customers.profile")}</h2>
        <p>
          <span dir="ltr">{profile.email}</span> · <span dir="ltr">{profile.mobile ?? ""}</span> · {t("customers.language")}:{" "}
          {NATIVE_LANGUAGE_NAMES[profile.locale]} · {t("customers.since")} <span dir="ltr">{formatDateTime(profile.created_at)}</span> ·{" "}
          {t("customers.newsletter")}: {customer.newsletter.subscribed ? t("customers.subscribed") : t("customers.notSubscribed")}
        </p>
        {may("customers.group") ? (
          <Form method="post" className="bo-inline-form">
            <label htmlFor="customer-group">{t("customers.group")}</label>{" "}
            <select id="customer-group" name="group_id" defaultValue={profile.group_id}>
              {customer.groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>{" "}
            <button type="submit" name="intent" value="group" className="button button--secondary">
              {t("customers.setGroup")}
            </button>
          </Form>
        ) : (
          <p>
            {t("customers.group")}: {customer.groups.find((group) => group.id === profile.group_id)?.name}
          </p>
        )}
        {may("customers.contact") ? (
          <Form method="post">
            <button type="submit" name="intent" value="password-reset" className="button button--secondary">
              {t("customers.passwordReset")}
            </button>
          </Form>
        ) : null}
      </div>
      <div className="bo-panel">
        <h2>{t("customers.addresses")}</h2>
        {customer.addresses.length === 0 ? (
          <p>{t("customers.noAddresses")}</p>
        ) : (
          <ul>
            {customer.addresses.map((address) => (
              <li key={address.id}>
                {address.full_name}: {address.area}, {address.city_name}, {address.emirate_name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="bo-panel">
        <h2>{t("customers.ordersHeading")}</h2>
        {customer.orders.items.length === 0 ? (
          <p>{t("customers.noOrders")}</p>
        ) : (
          <ul className="bo-decisions">
            {customer.orders.items.map((order) => (
              <li key={order.increment_id}>
                <Link to={href(`/admin/orders/${order.increment_id}`)}>{order.increment_id}</Link> · <span dir="ltr">{formatDateTime(order.created_at)}</span> ·{" "}
                {labels.order(order.status)} · {formatMoney(order.grand_total, locale)}
                {may("customers.contact") && (order.status === "confirmed" || order.status === "completed") ? (
                  <Form method="post" className="bo-inline-form">
                    <input type="hidden" name="order" value={order.increment_id} />
                    <button type="submit" name="intent" value="resend" className="button button--secondary bo-button--small">
                      {t("customers.resend", { number: order.increment_id })}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
