import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";

/** A delivery method's fee as shoppers read it: "free", "AED 25.00", or with the order total from which it is free. */
export function useDeliveryFee() {
  const { t } = useTranslation("locator");
  const locale = useLocale();
  return ({ fee, free_from }: { fee: number; free_from: number | null }) => {
    if (fee === 0) return t("fees.free");
    const amount = formatMoney(fee, locale);
    return free_from === null ? amount : t("fees.freeFrom", { fee: amount, threshold: formatMoney(free_from, locale) });
  };
}
