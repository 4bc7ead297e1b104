import { useTranslation } from "react-i18next";
import { ORDER_STATUSES, SHIPMENT_STATUSES, type OrderStatus, type ShipmentStatus } from "../../../commerce/contract/order";

/** SPEC §3's order and shipment status labels, translated; a status the store does not know shows as it is. */
export function useStatusLabels() {
  const { t } = useTranslation("orders");
  return {
    order: (status: string) => ((ORDER_STATUSES as readonly string[]).includes(status) ? t(`status.${status as OrderStatus}`) : status),
    shipment: (status: string) =>
      Object.hasOwn(SHIPMENT_STATUSES, status) ? t(`shipmentStatus.${SHIPMENT_STATUSES[status as ShipmentStatus]}`) : status,
  };
}
