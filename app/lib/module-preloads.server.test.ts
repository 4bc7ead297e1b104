import { describe, expect, test } from "vitest";
import { withLowPriorityModulePreloads } from "./module-preloads.server";

const amended = (html: string) => withLowPriorityModulePreloads(Buffer.from(html)).toString();

describe("module preloads in a rendered document", () => {
  test("each is asked for at low priority, with its own attributes kept", () => {
    const html =
      '<main>Phones</main><link rel="modulepreload" href="/assets/framework-1.js" nonce="n0=="/>' +
      '<link rel="modulepreload" href="/assets/root-2.js" nonce="n0=="/><script nonce="n0==" type="module" async="">import "/assets/root-2.js";</script>';
    expect(amended(html)).toBe(
      '<main>Phones</main><link rel="modulepreload" fetchpriority="low" href="/assets/framework-1.js" nonce="n0=="/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js" nonce="n0=="/><script nonce="n0==" type="module" async="">import "/assets/root-2.js";</script>',
    );
  });

  test("the stylesheet, other preloads and text that only mentions a preload are left alone", () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="preload" href="/locales/en" as="fetch"/>' +
      "<p>&lt;link rel=&quot;modulepreload&quot; &gt;</p>";
    const chunk = Buffer.from(html);
    expect(withLowPriorityModulePreloads(chunk)).toBe(chunk);
  });

  test("Arabic text around a preload stays intact", () => {
    const html = '<p>هواتف</p><link rel="modulepreload" href="/assets/root-2.js"/><p>أجهزة</p>';
    expect(amended(html)).toBe('<p>هواتف</p><link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/><p>أجهزة</p>');
  });
});
