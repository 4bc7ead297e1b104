/** The e2e server's COMMERCE_SECRET (playwright.config.ts): specs that make orders themselves sign guest links with it. */
export const E2E_COMMERCE_SECRET = "e2e-commerce-secret";
