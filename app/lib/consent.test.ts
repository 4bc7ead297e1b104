import { describe, expect, test } from "vitest";
import { consentBannerClass, consentCookieValue, ConsentFormSchema, consentOfCookieValue } from "./consent";
import { consentCookie, consentOf } from "./consent-cookie.server";

describe("the consent cookie", () => {
  test("each answer reads back as it was written", () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        const consent = { analytics, marketing };
        expect(consentOfCookieValue(consentCookieValue(consent))).toEqual(consent);
        const pair = consentCookie(consent).split(";", 1)[0]!;
        expect(consentOf(`__visitor=abc; ${pair}; __viewed=X`)).toEqual(consent);
      }
    }
  });

  test("is kept for a year, out of scripts' reach", () => {
    expect(consentCookie({ analytics: true, marketing: false })).toMatch(/^__consent=analytics; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
  });

  test("anything we did not write is no answer", () => {
    for (const header of [undefined, null, "", "__consent=", "__consent=yes", "__consent=ALL", "__consent=all%20", "x__consent=all", "__consent=necessary.all"]) {
      expect(consentOf(header)).toBeNull();
    }
  });

  test("the banner is hidden once there is an answer", () => {
    expect(consentBannerClass(null)).toBe("consent-banner");
    expect(consentBannerClass({ analytics: false, marketing: false })).toBe("consent-banner consent-banner--answered");
  });
});

describe("the consent form", () => {
  const parse = (fields: Record<string, string>) => ConsentFormSchema.safeParse(fields);

  test("allow all and necessary only ignore the boxes; keeping the choices takes them", () => {
    expect(parse({ choice: "all" }).data).toEqual({ analytics: true, marketing: true });
    expect(parse({ choice: "necessary", analytics: "on", marketing: "on" }).data).toEqual({ analytics: false, marketing: false });
    expect(parse({ choice: "chosen", marketing: "on" }).data).toEqual({ analytics: false, marketing: true });
    expect(parse({ choice: "chosen" }).data).toEqual({ analytics: false, marketing: false });
  });

  test("refuses another button or box value", () => {
    expect(parse({}).success).toBe(false);
    expect(parse({ choice: "maybe" }).success).toBe(false);
    expect(parse({ choice: "chosen", analytics: "yes" }).success).toBe(false);
  });
});
