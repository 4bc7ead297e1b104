import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";

/** "or 4 interest-free payments of AED X with Tabby or Tamara", under a price the BNPL providers take. */
export function PayInFour({ instalment }: { instalment: number }) {
  const { t } = useTranslation("payment");
  const locale = useLocale();
  return <p className="pay-in-four">{t("payInFour", { amount: formatMoney(instalment, locale), providers: t("providerList") })}</p>;
}
