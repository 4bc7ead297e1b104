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
  /** The card instalment plan chosen at the payment step, and as the order shows it (decision 046). */
  plan: {
    legend: "Instalment plan",
    hint: "For card instalments: choose your bank and the number of months. A one-time processing fee of {{fee}} is added to your order.",
    months_one: "{{count, number}} month",
    months_other: "{{count, number}} months",
    option: "{{months}}: {{monthly}} a month",
    optionLast: "{{months}}: {{monthly}} a month, then {{last}} in the last month",
    totalInterestFree: "{{total}} in all, interest-free",
    totalWithInterest: "{{total}} in all, with interest of {{rate}} a month",
    summary: "{{bank}}, {{months}}: {{monthly}} a month",
    summaryLast: "{{bank}}, {{months}}: {{monthly}} a month, then {{last}} in the last month",
    heading: "Instalments",
    fee: "Instalment processing fee",
    none: "No instalment plan is offered for this total.",
  },
};

export default payment;
