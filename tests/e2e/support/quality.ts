import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { formatNuError, validateHtml } from "../../support/nu-validator";
import { at, LANGS, type Lang } from "./shop";

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

/**
 * axe and the Nu checker over the pages of one state, as quality.spec.ts judges them. axe judges each page in one
 * language, alternating down the pages and starting from the other language in the js-off project, so every page
 * is judged in both languages and both ways across the two projects, and none twice. The js-on project also keeps
 * the HTML the server sends in both languages for one run of the Nu checker in `finish` (the js-off project gets
 * the same HTML).
 */
export class PageJudge {
  private readonly problems: string[] = [];
  private readonly documents = new Map<string, string>();
  private judged = 0;

  private constructor(
    private readonly page: Page,
    /** The js-on project: axe judges the page once hydrated, and the Nu checker runs. */
    private readonly scripts: boolean,
  ) {}

  /** Call before the test opens any page: in the js-off project, the pages' scripts are forbidden from then on. */
  static async start(page: Page, testInfo: TestInfo): Promise<PageJudge> {
    const scripts = testInfo.project.use.javaScriptEnabled !== false;
    if (!scripts) await forbidPageScripts(page);
    return new PageJudge(page, scripts);
  }

  /** Opens the page at `path` (the English one) in this page's language, expects `status` and judges it. */
  async open(label: string, path: string, status = 200): Promise<Lang> {
    const lang = LANGS[(this.judged++ + (this.scripts ? 0 : 1)) % LANGS.length]!;
    const shown = at(lang, path);
    const response = await this.page.goto(shown);
    expect(response?.status(), shown).toBe(status);
    await this.judgeShown(`${label}, ${shown}`);
    if (this.scripts) {
      this.keep(`${label} (${shown})`, await response!.text());
      for (const other of LANGS.filter((other) => other !== lang)) {
        const sent = await this.page.request.get(at(other, path));
        expect(sent.status(), at(other, path)).toBe(status);
        this.keep(`${label} (${at(other, path)})`, await sent.text());
      }
    }
    return lang;
  }

  /** Judges the page as it is shown now (after the test acted on it). */
  async judgeShown(label: string): Promise<void> {
    if (this.scripts) await expect(this.page.locator(".notifications--floating")).toBeAttached();
    this.problems.push(...(await axeViolations(this.page, `${label}${this.scripts ? "" : " (without JavaScript)"}`)));
  }

  /** Whether `keep` is listened to: the Nu checker runs in the js-on project only. */
  get checksHtml(): boolean {
    return this.scripts;
  }

  /** An HTML document for the Nu checker that `open` does not fetch itself (the answer to a post). */
  keep(label: string, html: string): void {
    if (this.scripts) this.documents.set(label, html);
  }

  /** Fails with every axe violation and, in the js-on project, every error the Nu checker finds in one run. */
  async finish(): Promise<void> {
    expect(this.problems, this.problems.join("\n")).toEqual([]);
    if (!this.scripts) return;
    const errors = (await validateHtml(this.documents)).map(formatNuError);
    expect(errors, errors.join("\n")).toEqual([]);
  }
}
