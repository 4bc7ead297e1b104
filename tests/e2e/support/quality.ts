import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The accessibility judge of the e2e specs: axe over pages as the browser shows them. */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Keeps each page as the server sent it, as a browser without JavaScript shows it. Chromium runs no timers
 * in a page with JavaScript off, and axe needs them: a spec keeps JavaScript on for axe's own script and,
 * in the js-off project, forbids the pages' scripts with this instead.
 */
export async function forbidPageScripts(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": "script-src 'none'" } });
  });
}

/** axe's violations (WCAG 2.1 A and AA, and best practices) on the page shown, one line each, under `label`. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // Both halve the time of a check: legacy mode runs axe in the page itself, without the blank page the
  // default opens to finish each run (the store has no frames, which legacy mode would leave out), and
  // axe details the violations only, not the passes.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map(String).join(" ");
      const html = node.html.replace(/\s+/g, " ").slice(0, 200);
      return `${label}: ${violation.id} (${violation.impact ?? "?"}) ${violation.help}\n    ${target}\n    ${html}`;
    }),
  );
}
