import type { OrderDetails } from "../../commerce/api/orders/place";

/** A home address in Dubai (emirate 2, its city Dubai 5), as the address book and the checkout store one. */
export const DUBAI_HOME = {
  full_name: "Layla Haddad",
  mobile: "501234567",
  building: "Marina Tower 2",
  flat: "1204",
  landmark: "",
  area: "Dubai Marina",
  emirate_id: 2,
  city_id: 5,
  country_id: "AE",
  address_type: "home",
  makani: null,
};

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
