/**
 * The two shapes the test identity provider takes, each an issuer of its own under /test-identity/: "google",
 * which always gives the e-mail, and "apple", whose consent page also lets the person hide their e-mail, when
 * the provider gives a private relay address instead (stable per person, as Apple's is per app).
 */
export const TEST_IDENTITY_SHAPES = ["google", "apple"] as const;
export type TestIdentityShape = (typeof TEST_IDENTITY_SHAPES)[number];

export function isTestIdentityShape(value: string): value is TestIdentityShape {
  return (TEST_IDENTITY_SHAPES as readonly string[]).includes(value);
}

/** The domain of the "apple" shape's relay addresses: reserved for examples, so nothing is ever delivered there. */
export const RELAY_EMAIL_DOMAIN = "privaterelay.example.com";
