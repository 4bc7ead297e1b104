/** The test BNPL service's hosted payment page (commerce/payments/test-bnpl): server-only, like `mail`. */
const bnpl = {
  providers: { tabby: "Tabby", tamara: "Tamara" },
  merchantName: "Nour Electronics",
  title: "Pay with {{provider}} | {{merchant}}",
  testNotice: "Test payment page: no money is taken and no real account is checked.",
  heading: "Pay with {{provider}}",
  merchant: "Merchant",
  total: "Order total",
  schedule: "Your 4 interest-free payments",
  payment: "Payment",
  dueDate: "Due",
  amount: "Amount",
  paymentNumber: "{{number}} of {{count}}",
  today: "Today ({{date}})",
  approve: "Pay with {{provider}}",
  cancel: "Cancel and return to the store",
  closedHeading: "This payment is closed",
  closed: {
    authorized: "This payment has already been approved.",
    cancelled: "This payment was cancelled.",
    declined: "This payment was not approved.",
    expired: "This payment session has expired.",
  },
  backToStore: "Return to the store",
  notFoundTitle: "Payment session not found",
  notFound: "There is no open payment session at this address.",
};

export default bnpl;
