import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  Form,
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { VISIT_COMMENT_MAX } from "../../commerce/contract/locator";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms/error-list";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { Breadcrumbs } from "~/components/listing/breadcrumbs";
import { visitFormSchema } from "~/components/locator/visit-form-schema";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { formatCalendarDate } from "../../common/format";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";

import { pageMeta } from "~/lib/seo";
import { type Shopper } from "~/lib/shopper.server";
import { useLocale } from "~/lib/use-locale";
import { getProfile } from "~/models/account.server";
import { bookVisit, findStores, getStoreSlots, queryRefusal, type StoreSlots } from "~/models/locator.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * Book a store visit (SPEC §2 schedule-store-visit, §4 "Visit scheduling"). Without JavaScript it is two steps:
 * a GET form picks the store and the day (`?store=DXB-MOE&date=2026-11-27`) and shows that day's free times,
 * then the page form books one (honeypot, rate-limited per client). Success goes to the confirmation page;
 * a refusal comes back with each error next to its field (a forged store or time: 404). A signed-in
 * customer's name, mobile and e-mail are filled in, so the page is never shared.
 */

const INTENT = "store-visit";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const { locale } = shopper;
  const url = new URL(request.url);
  const code = url.searchParams.get("store")?.trim() || undefined;
  const date = url.searchParams.get("date")?.trim() || undefined;
  const t = getI18n(locale).getFixedT(locale, "locator");
  const [stores, contact] = await Promise.all([findStores(locale, {}), contactOf(shopper)]);
  let chosen: StoreSlots | null = null;
  let refusal: { status: number; message: string } | null = null;
  if (code !== undefined) {
    try {
      chosen = await getStoreSlots(locale, code, date);
    } catch (error) {
      const { status, key } = queryRefusal(error);
      refusal = { status, message: t(key) };
    }
  }
  return data(
    {
      locale,
      origin: url.origin,
      title: t("visit.title"),
      description: t("visit.description"),
      stores: stores.map(({ code, name, emirate }) => ({ code, name, emirate: emirate.name })),
      chosenCode: code?.toUpperCase() ?? "",
      chosen,
      refusal,
      contact,
    },
    { status: refusal?.status ?? 200, headers: privatePageHeaders },
  );
}

/** A signed-in customer's contact details, as the form shows them; empty for a guest or when they cannot be had. */
async function contactOf(shopper: Shopper) {
  const customer = shopper.customerAuth();
  const profile = customer && (await getProfile(shopper.locale, customer).catch(() => undefined));
  if (!profile) return { full_name: "", mobile: "", email: "" };
  return {
    full_name: `${profile.firstname} ${profile.lastname}`,
    mobile: profile.mobile ? formatUaeMobile(profile.mobile) : "",
    email: profile.email,
  };
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description, origin: data.origin, locale: data.locale, path: "/schedule-store-visit" }) : [];

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: visitFormSchema });
  // A bot gets the page back as if something was wrong, and nothing is booked.
  if (await isSpam(formData)) return refuse(shopper, INTENT, submission, { error: { key: "errors.generic" } });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [["storeVisit", clientOf(context)]]);
  if (limited) return limited;
  try {
    const visit = await bookVisit(shopper.locale, submission.value, shopper.customerAuth());
    return redirect(localizePath(`/schedule-store-visit/${visit.reference}`, shopper.locale), { status: 303 });
  } catch (error) {
    return refuseWithCommerceError(shopper, request, INTENT, submission, error);
  }
}

/**
 * A refused booking may mean another shopper just took the time, so the free times are read again after every
 * booking post (React Router reads a page's data again after an action only when it succeeded).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

type VisitFields = { [K in keyof z.input<typeof visitFormSchema>]-?: FieldMetadata<string> };

export default function ScheduleStoreVisit() {
  const { stores, chosenCode, chosen, refusal } = useLoaderData<typeof loader>();
  const { t } = useTranslation("locator");
  const locale = useLocale();
  const dateLabel = (date: string, i: number) => (i === 0 ? t("visit.today", { date: formatCalendarDate(date, locale) }) : formatCalendarDate(date, locale));
  return (
    <div className="container page store-visit">
      <Breadcrumbs items={[{ name: t("visit.title"), path: "/schedule-store-visit" }]} />
      <h1>{t("visit.heading")}</h1>
      <p>{t("visit.intro")}</p>
      <Form method="get" className="store-filter">
        <fieldset>
          <legend>{t("visit.chooseLegend")}</legend>
          <div className="field">
            <label htmlFor="visit-store" className="field__label">
              {t("visit.store")}
            </label>
            <select id="visit-store" name="store" defaultValue={chosenCode} required className="field__input">
              <option value="">{t("visit.chooseStore")}</option>
              {stores.map((store) => (
                <option key={store.code} value={store.code}>
                  {`${store.name} (${store.emirate})`}
                </option>
              ))}
            </select>
          </div>
          {chosen ? (
            <div className="field">
              <label htmlFor="visit-date" className="field__label">
                {t("visit.date")}
              </label>
              <select id="visit-date" name="date" defaultValue={chosen.date} className="field__input">
                {chosen.dates.map((date, i) => (
                  <option key={date} value={date}>
                    {dateLabel(date, i)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit" className="button button--secondary">
            {t("visit.showSlots")}
          </button>
        </fieldset>
      </Form>
      {refusal ? (
        <p className="form__errors field__error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      {chosen ? <VisitForm chosen={chosen} dateLabel={dateLabel(chosen.date, chosen.dates.indexOf(chosen.date))} /> : null}
    </div>
  );
}

function VisitForm({ chosen, dateLabel }: { chosen: StoreSlots; dateLabel: string }) {
  const { contact } = useLoaderData<typeof loader>();
  const { t } = useTranslation("locator");
  const message = useAccountMessage();
  const free = chosen.slots.filter((slot) => slot.free > 0);
  const [form, fields] = useForm<z.input<typeof visitFormSchema>>({
    id: "store-visit-form",
    lastResult: usePageFormResult(INTENT),
    defaultValue: { store: chosen.store.code, date: chosen.date, ...contact },
  });
  const visit = fields as VisitFields;
  return (
    <section className="store-visit__details" aria-labelledby="visit-details-heading">
      <h2 id="visit-details-heading">{t("visit.detailsHeading", { store: chosen.store.name, date: dateLabel })}</h2>
      {free.length === 0 ? (
        <p>{t("visit.noSlots")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="account-form">
          <FormErrors id={form.errorId} errors={form.errors} />
          <HoneypotField formId={form.id} label={t("visit.honeypotLabel")} />
          <input type="hidden" name={visit.store.name} value={chosen.store.code} />
          <input type="hidden" name={visit.date.name} value={chosen.date} />
          <ErrorList id={visit.store.errorId} errors={visit.store.errors?.map(message)} />
          <ErrorList id={visit.date.errorId} errors={visit.date.errors?.map(message)} />
          <SelectField {...conformField(visit.slot, message)} label={t("visit.slot")}>
            {free.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {t("visit.slotOption", { time: slot.time, count: slot.free })}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend>{t("visit.contactLegend")}</legend>
            <TextField {...conformField(visit.full_name, message)} label={t("visit.fullName")} autoComplete="name" />
            <TextField {...conformField(visit.mobile, message)} label={t("visit.mobile")} type="tel" autoComplete="tel" hint={t("visit.mobileHint")} dir="ltr" />
            <TextField {...conformField(visit.email, message)} label={t("visit.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" />
            <TextareaField {...conformField(visit.comment, message)} label={t("visit.comment")} hint={t("visit.commentHint", { count: VISIT_COMMENT_MAX })} />
          </fieldset>
          <button type="submit" className="button button--primary">
            {t("visit.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
