import { useTranslation } from "react-i18next";

const LOW_STOCK = 5;

export function StockBadge({ inStock, qty }: { inStock: boolean; qty: number }) {
  const { t } = useTranslation("catalog");
  if (!inStock) return <span className="badge badge--out">{t("stock.outOfStock")}</span>;
  if (qty > 0 && qty <= LOW_STOCK) return <span className="badge badge--low">{t("stock.lowStock", { count: qty })}</span>;
  return <span className="badge badge--in">{t("stock.inStock")}</span>;
}
