import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { RETURN_REASONS, RETURN_TEXT_MAX } from "../../../commerce/contract/order";
import { formatDate } from "../../../common/format";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { conformField } from "~/components/forms/conform-field";
import { ErrorList } from "~/components/forms/error-list";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import type { Order } from "~/models/orders.server";
import type { returnRequestSchema } from "./order-forms";

export const RETURN_INTENT = "return";

type ReturnableLine = Order["items"][number];

/** The window's last day (UAE time): `until` is the first instant it is closed. */
function lastDayBefore(until: string): string {
  return formatDate(new Date(Date.parse(until) - 1).toISOString());
}

/**
 * The shopper's request to send delivered units back (docs/order-api.md "Returns"): per line that can still go
 * back, how many units and why, then a comment. A line left at 0 stays out; the window's last day is shown.
 */
export function ReturnForm({ lines }: { lines: readonly ReturnableLine[] }) {
  const { t } = useTranslation("orders");
  const message = useAccountMessage();
  const [form, fields] = useForm<z.input<ReturnType<typeof returnRequestSchema>>>({
    id: "return-form",
    lastResult: usePageFormResult(RETURN_INTENT),
    defaultValue: { items: lines.map((line) => ({ itemId: String(line.id), qty: "", reason: "" })), comment: "" },
  });
  const itemFields = fields.items.getFieldList();
  return (
    <section aria-labelledby="order-return" className="order-section">
      <h2 id="order-return">{t("return.heading")}</h2>
      <p>{t("return.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <ErrorList id={fields.items.errorId} errors={fields.items.errors?.map(message)} className="form__errors" />
        {lines.map((line, index) => {
          const field = itemFields[index]?.getFieldset();
          if (!field) return null;
          return (
            <fieldset key={line.id} className="return-line">
              <legend>{line.name}</legend>
              <input type="hidden" name={field.itemId.name} value={line.id} />
              <TextField
                {...conformField(field.qty, message)}
                label={t("return.qty", { count: line.returnable_qty })}
                hint={line.return_until ? t("return.until", { date: lastDayBefore(line.return_until) }) : undefined}
                inputMode="numeric"
                autoComplete="off"
                className="return-line__qty"
              />
              <SelectField {...conformField(field.reason, message)} label={t("return.reason")}>
                <option value="">{t("return.chooseReason")}</option>
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`returnReasons.${reason}`)}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          );
        })}
        <TextareaField {...conformField(fields.comment, message)} label={t("return.comment")} hint={t("return.commentHint")} maxLength={RETURN_TEXT_MAX} />
        <input type="hidden" name="intent" value={RETURN_INTENT} />
        <button type="submit" className="button button--primary">
          {t("return.submit")}
        </button>
      </Form>
    </section>
  );
}
