/** The e2e server's COMMERCE_SECRET (playwright.config.ts): specs that make orders themselves sign guest links with it. */
export const E2E_COMMERCE_SECRET = "e2e-commerce-secret";
/** The e2e server's SESSION_SECRET: specs sign a customer's session cookie with it (accounts.ts, `signInAs`). */
export const E2E_SESSION_SECRET = "e2e-session-secret";
