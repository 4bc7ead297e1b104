import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StoreCard } from "~/components/locator/store-card";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { RadioGroup } from "~/components/forms/radio-group";
import { TextField } from "~/components/forms/text-field";
import { CommerceError, orUndefinedOn404 } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { formatCalendarDate } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/seo";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { cancelVisit, getStoreSlots, getVisit, moveVisit, queryRefusal, type StoreSlots } from "~/models/locator.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";

/**
 * A booked store visit (SPEC §4 "Visit scheduling": visitScheduled), where the booking form leads and the
 * confirmation e-mail links to. Its address carries the visit's unguessable reference; an unknown one is a 404. The
 * shopper moves the visit (a GET form picks the day and shows its free times, a POST takes one) or cancels it (a
 * ticked "yes"), and the store is told; both work without JavaScript.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const reference = params.reference ?? "";
  const visit = /^[0-9a-f]{32}$/.test(reference) ? await getVisit(locale, reference).catch(orUndefinedOn404) : undefined;
  if (!visit) throw new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });
  const t = getI18n(locale).getFixedT(locale, "locator");
  const day = new URL(request.url).searchParams.get("date");
  const slots: StoreSlots | null =
    visit.status === "booked" ? await getStoreSlots(locale, visit.store.code, day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : visit.date).catch(() => null) : null;
  return data(
    { locale, origin: new URL(request.url).origin, title: t("confirmed.title"), path: `/schedule-store-visit/${reference}`, visit, slots },
    { headers: privatePageHeaders },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const locale = localeOf(context);
  const reference = params.reference ?? "";
  const form = await readForm(request, "store-visit");
  const intent = form.get("intent") === "cancel" ? "cancel" : "move";
  const refuse = (error: string) => data({ intent, error }, { status: 400, headers: privatePageHeaders });
  try {
    if (intent === "cancel") {
      if (form.get("confirm") !== "on") return refuse("manage.confirmRequired");
      await cancelVisit(locale, reference);
    } else {
      const date = String(form.get("date") ?? "");
      const slot = String(form.get("slot") ?? "");
      if (!slot) return refuse("errors.visit.slotNotFound");
      await moveVisit(locale, reference, { date, slot });
      shopperOf(context).flash({ kind: "success", message: "locator:manage.moved" });
    }
  } catch (error) {
    if (!(error instanceof CommerceError) || error.status >= 500 || error.status === 404) throw error;
    return refuse(queryRefusal(error).key);
  }
  return redirect(localizePath(`/schedule-store-visit/${reference}`, locale), { status: 303 });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.title, origin: data.origin, locale: data.locale, path: data.path, noIndex: true }) : [];

export default function VisitConfirmed() {
  const { visit, slots } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("locator");
  const locale = useLocale();
  const href = useLocalizedHref();
  if (visit.status === "cancelled") {
    return (
      <div className="container page store-visit">
        <h1>{t("manage.cancelledHeading")}</h1>
        <p>{t("manage.cancelledBody")}</p>
        <p>
          <Link to={href("/schedule-store-visit")}>{t("confirmed.another")}</Link>
        </p>
      </div>
    );
  }
  const error = (intent: "cancel" | "move") => (refused?.intent === intent ? [t(refused.error as "manage.confirmRequired")] : undefined);
  return (
    <div className="container page store-visit">
      <h1>{t("confirmed.heading")}</h1>
      <div className="notification notification--success" role="status">
        <p>{t("confirmed.body", { name: visit.full_name })}</p>
        <dl className="store-visit__summary">
          <div>
            <dt>{t("confirmed.when")}</dt>
            <dd>{t("confirmed.whenValue", { date: formatCalendarDate(visit.date, locale), time: visit.slot })}</dd>
          </div>
          <div>
            <dt>{t("confirmed.where")}</dt>
            <dd>{`${visit.store.name}, ${visit.store.address}`}</dd>
          </div>
        </dl>
        <p>{t("confirmed.emailSent", { email: visit.email })}</p>
      </div>
      <StoreCard store={visit.store} />
      {slots ? (
        <section aria-labelledby="move-heading" className="store-visit__manage">
          <h2 id="move-heading">{t("manage.moveHeading")}</h2>
          <Form method="get" className="store-visit__day">
            <TextField id="move-date" name="date" type="date" label={t("manage.moveDate")} autoComplete="off" defaultValue={slots.date} min={slots.dates[0]} max={slots.dates.at(-1)} />
            <button type="submit" className="button button--secondary">
              {t("manage.showTimes")}
            </button>
          </Form>
          {slots.slots.some((slot) => slot.free > 0) ? (
            <Form method="post">
              <input type="hidden" name="date" value={slots.date} />
              <RadioGroup
                id="move-slot"
                name="slot"
                label={t("manage.moveTime")}
                errors={error("move")}
                options={slots.slots.filter((slot) => slot.free > 0).map((slot) => ({ value: slot.time, label: slot.time }))}
              />
              <button type="submit" name="intent" value="move" className="button button--primary">
                {t("manage.move")}
              </button>
            </Form>
          ) : (
            <p>{t("manage.noTimes")}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="cancel-heading" className="store-visit__manage">
        <h2 id="cancel-heading">{t("manage.cancelHeading")}</h2>
        <Form method="post">
          <CheckboxField id="cancel-confirm" name="confirm" label={t("manage.cancelConfirm")} errors={error("cancel")} />
          <button type="submit" name="intent" value="cancel" className="button button--secondary">
            {t("manage.cancel")}
          </button>
        </Form>
      </section>
      <p>
        <Link to={href("/schedule-store-visit")}>{t("confirmed.another")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
