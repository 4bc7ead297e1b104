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
 * The delivery step's form as a browser without JavaScript posts it: standard delivery to `DUBAI_HOME` typed as a new
 * address, for a recipient's name and mobile (as typed, with its leading 0).
 */
export function homeDeliveryForm(fullName: string, mobile: string): Record<string, string> {
  return {
    method: "standard",
    address_choice: "new",
    "address.full_name": fullName,
    "address.mobile": mobile,
    "address.building": DUBAI_HOME.building,
    "address.flat": DUBAI_HOME.flat,
    "address.area": DUBAI_HOME.area,
    "address.emirate_id": String(DUBAI_HOME.emirate_id),
    "address.city_id": String(DUBAI_HOME.city_id),
    "address.address_type": DUBAI_HOME.address_type,
  };
}

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
