/** Ways to pay shown outside the checkout form: instalments under prices, the instalment plans table. */
const payment = {
  payInFour: "or 4 interest-free payments of {{amount}} with {{providers}}",
  providerList: "Tabby or Tamara",
  plans: {
    summary: "See instalment plans",
    intro: "Pay by credit card in monthly instalments with one of these banks. A one-time processing fee of {{fee}} applies.",
    caption: "{{bank}}: instalment plans",
    months: "Months",
    monthly: "Monthly",
    total: "Total",
    interestFree: "interest-free",
    interest: "{{rate}} a month",
  },
};

export default payment;
