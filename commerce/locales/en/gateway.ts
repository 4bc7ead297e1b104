/** Pages of the built-in test card gateway (rendered by commerce/payments/test-card-gateway, never in the browser bundle). */
const gateway = {
  name: "Nour test card gateway",
  notice: "This is a test gateway: no real card is charged.",
  secure: {
    title: "Verify your payment",
    intro: "Your bank asks you to confirm this payment with a one-time code.",
    merchant: "Merchant",
    merchantName: "Nour Electronics",
    amount: "Amount",
    card: "Card",
    issuer: "Instalments with",
    instalments: "Number of instalments",
    code: "One-time code",
    codeHint: "On this test gateway the code is {{code}}.",
    wrongCode: "This code is not right. Check it and try again.",
    authenticate: "Authenticate",
    cancel: "Cancel",
  },
  back: {
    title: "Your bank has answered",
    text: "Go back to the store to see your order.",
    submit: "Back to the store",
  },
  error: {
    title: "Payment gateway error",
    badRequest: "The payment request could not be accepted. Go back to the store and try again.",
    notFound: "This payment page does not exist.",
    failed: "Something went wrong at the payment gateway. Go back to the store and try again.",
    code: "Error code: {{code}}",
  },
};

export default gateway;
