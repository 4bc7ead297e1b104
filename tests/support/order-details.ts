import type { OrderDetails } from "../../commerce/api/orders/place";

/**
 * What the checkout would hand to placeOrder for a cash on delivery order to a home address, for tests that
 * need orders without walking the checkout (order history, invoices).
 */
export function codOrderDetails(options: {
  email: string;
  customerId: number | null;
  address: Record<string, unknown> & { full_name: string; mobile: string };
  vat?: { trn: string; company: string };
}): OrderDetails {
  return {
    email: options.email,
    customerName: options.address.full_name,
    mobile: options.address.mobile,
    customerId: options.customerId,
    shippingAddress: options.address,
    billingAddress: options.address,
    delivery: { method: "standard" },
    vatTrn: options.vat?.trn ?? null,
    vatCompany: options.vat?.company ?? null,
    employeeId: null,
    estimates: new Map(),
    paymentMethod: "cashondelivery",
    status: "confirmed",
  };
}
