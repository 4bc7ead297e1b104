import { Form } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms/error-list";
import { STEP_PARAM } from "~/lib/trade-in-steps";

/**
 * One step of the trade-in valuation: a GET form whose hidden fields carry the earlier steps' choices, so the
 * query string holds the whole description and every step works without JavaScript. Its button names the step,
 * so the page can tell a form sent incomplete from a first visit.
 */
export function ChoiceForm({
  hidden,
  step,
  submitLabel,
  children,
}: {
  hidden: readonly [string, string][];
  step: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="trade-in__form">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" name={STEP_PARAM} value={step} className="button button--primary">
        {submitLabel}
      </button>
    </Form>
  );
}

/** A required choice among radio buttons, its error under it when the form came back without it. */
export function RadioGroup({
  name,
  legend,
  options,
  checked,
  missing = false,
  large = false,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { id: number; label: string }[];
  checked?: number;
  missing?: boolean;
  /** Big tiles for the few choices of the first steps; a plain list for details and answers. */
  large?: boolean;
}) {
  const { t } = useTranslation("tradein");
  const errorId = `${name}-error`;
  return (
    <fieldset className={`field trade-in__choices${large ? " trade-in__choices--tiles" : ""}`} aria-describedby={missing ? errorId : undefined}>
      <legend className="field__label trade-in__legend">{legend}</legend>
      <div className="trade-in__options">
        {options.map((option) => {
          const id = `${name}-${option.id}`;
          return (
            <div key={option.id} className="field--check trade-in__option">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.id}
                defaultChecked={checked === option.id}
                required
                aria-invalid={missing || undefined}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <ErrorList id={errorId} errors={missing ? [t("chooseOne")] : null} />
    </fieldset>
  );
}
