/** The test identity provider's consent page (commerce/identity-provider): server-only, like `paypal`. */
const identity = {
  title: "Sign in with {{provider}} (test)",
  providerName: { google: "Google", apple: "Apple" },
  testNotice: "Test sign-in page: no real {{provider}} account is used. Enter the identity the store should receive.",
  heading: "Sign in to {{merchant}} with {{provider}}",
  merchantName: "Nour Electronics",
  givenName: "First name",
  familyName: "Last name",
  email: "E-mail",
  emailVerified: "The provider has verified this e-mail",
  hideEmail: "Hide my e-mail (the store receives a private relay address)",
  continue: "Continue",
  cancel: "Cancel and return to {{merchant}}",
  errorSummary: "Please correct the fields marked below.",
  errors: {
    name: "Enter a name of at least 2 letters.",
    email: "Enter an e-mail address such as name@example.com.",
  },
  badRequestTitle: "This sign-in request cannot be used",
  badRequest: "The application that sent you here made a request this provider does not accept (its {{parameter}} is missing or wrong).",
};

export default identity;
