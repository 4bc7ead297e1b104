/** The test PayPal's approval page (commerce/payments/simulators/paypal): server-only, like `bnpl`. */
const paypal = {
  title: "PayPal Checkout | {{merchant}}",
  merchantName: "Nour Electronics",
  testNotice: "Test payment page: no money is taken and no real PayPal account is checked.",
  heading: "Pay with PayPal",
  merchant: "Merchant",
  total: "Total",
  payNow: "Pay now",
  cancel: "Cancel and return to {{merchant}}",
  closedHeading: "This payment is closed",
  closed: "This payment has already been approved.",
  backToStore: "Return to the store",
  notFoundTitle: "Payment not found",
  notFound: "There is no PayPal payment at this address.",
};

export default paypal;
