/** The addresses of the order pages (SPEC §2), without the language prefix. */

/** The two order lists (my-orders, my-order-history), `?page=N` from page 2 on. */
export function orderListPath(archived: boolean, page = 1): string {
  const path = archived ? "/my-account/ordershistory" : "/my-account/orders";
  return page > 1 ? `${path}?page=${page}` : path;
}

export const orderPath = (incrementId: string) => `/my-account/order/${incrementId}`;
export const invoicePath = (invoiceNo: number, shipmentNo: string) => `/my-account/invoice/${invoiceNo}/${shipmentNo}`;
export const creditNotePath = (creditNo: number) => `/my-account/credit-note/${creditNo}`;
