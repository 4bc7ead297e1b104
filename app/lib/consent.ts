import { z } from "zod";

/**
 * A shopper's answer to the cookie banner (decision 064): necessary cookies are always on; analytics (the
 * data layer and the tag manager) and marketing only when chosen. `null` where a consent is expected means the
 * shopper has not answered: the banner shows.
 */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/** The cookie's values: one per answer, so anything else in the cookie reads as no answer. */
const COOKIE_VALUES = {
  necessary: { analytics: false, marketing: false },
  analytics: { analytics: true, marketing: false },
  marketing: { analytics: false, marketing: true },
  all: { analytics: true, marketing: true },
} as const satisfies Record<string, Consent>;

const cookieValueSchema = z.enum(["necessary", "analytics", "marketing", "all"]);

export function consentCookieValue({ analytics, marketing }: Consent): z.infer<typeof cookieValueSchema> {
  if (analytics && marketing) return "all";
  if (analytics) return "analytics";
  return marketing ? "marketing" : "necessary";
}

/** The answer a cookie value holds, or null when it holds none we wrote. */
export function consentOfCookieValue(value: string | undefined): Consent | null {
  const parsed = cookieValueSchema.safeParse(value);
  return parsed.success ? { ...COOKIE_VALUES[parsed.data] } : null;
}

/** The banner's three buttons: everything, necessary only, or the two boxes as ticked. */
export const CONSENT_CHOICES = ["all", "necessary", "chosen"] as const;

const checkbox = z.literal("on").optional();

/** The consent form's fields; a checkbox counts only with the "save my choices" button. */
export const ConsentFormSchema = z
  .object({ choice: z.enum(CONSENT_CHOICES), analytics: checkbox, marketing: checkbox })
  .transform(({ choice, analytics, marketing }): Consent => {
    if (choice === "all") return { analytics: true, marketing: true };
    if (choice === "necessary") return { analytics: false, marketing: false };
    return { analytics: analytics === "on", marketing: marketing === "on" };
  });

/** The banner's class: hidden once the shopper answered. A hole of pages from the shared cache (decision 020). */
export function consentBannerClass(consent: Consent | null): string {
  return consent ? "consent-banner consent-banner--answered" : "consent-banner";
}

/** The page that shows the choices again (the footer's "Cookie settings"); the banner is not shown on it. */
export const CONSENT_PATH = "/consent";

/** Where the tag manager's container and the tags it loads come from: allowed only with analytics consent. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
