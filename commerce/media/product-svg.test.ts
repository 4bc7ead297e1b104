import { describe, expect, it } from "vitest";
import { deviceKinds } from "../contract/device-kinds";
import { FALLBACK_COLOR, renderProductSvg, type ProductSvgInput } from "./product-svg";

const sizes = [
  [600, 744],
  [310, 300],
  [150, 150],
] as const;

function render(over: Partial<ProductSvgInput> = {}): string {
  return renderProductSvg({ kind: "phone", brandName: "Acme", brandColor: "#1428a0", view: 1, width: 310, height: 300, ...over });
}

/**
 * A small strict well-formedness check (no XML parser among the dependencies): every tag is
 * `<name attr="value" …>` / `</name>` / `<name …/>`, tags nest and close, attribute values and text
 * hold no raw `<` and only known entities.
 */
function assertWellFormed(svg: string): void {
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let pos = 0;
  let roots = 0;
  for (let m = token.exec(svg); m; m = token.exec(svg)) {
    pos = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    const raw = text ?? attrs ?? "";
    expect(raw.replace(entity, "")).not.toMatch(/[&<]/);
    if (text !== undefined) {
      expect(stack.length, "text outside the root element").toBeGreaterThan(0);
      continue;
    }
    const names = [...(attrs ?? "").matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    expect(new Set(names).size, `duplicate attribute in <${name}>`).toBe(names.length);
    if (closing) {
      expect(stack.pop(), `unbalanced </${name}>`).toBe(name);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name!);
    }
  }
  expect(pos, `unparseable input at ${svg.slice(pos, pos + 40)}`).toBe(svg.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe("renderProductSvg", () => {
  it.each(deviceKinds)("draws %s as well-formed SVG at every size and view", (kind) => {
    for (const [width, height] of sizes) {
      for (const view of [1, 2, 3] as const) {
        const svg = renderProductSvg({ kind, brandName: "Acme", brandColor: "#e60012", view, width, height });
        assertWellFormed(svg);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(svg).toContain(`width="${width}" height="${height}" role="img"`);
        expect(svg).toContain("<title>Acme</title>");
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.length).toBeLessThan(3072);
      }
    }
  });

  it("gives every kind a distinct drawing", () => {
    for (const view of [1, 2, 3] as const) {
      const drawings = deviceKinds.map((kind) => render({ kind, view }));
      expect(new Set(drawings).size).toBe(deviceKinds.length);
    }
  });

  it("draws three visibly different views of every kind", () => {
    for (const kind of deviceKinds) {
      const v1 = render({ kind, view: 1 });
      const v2 = render({ kind, view: 2 });
      const v3 = render({ kind, view: 3 });
      expect(v1).not.toBe(v2);
      expect(v1).not.toBe(v3);
      expect(v2).not.toBe(v3);
      // not just a colour tweak: view 2 changes the shapes, view 3 the finish
      const shapesOf = (svg: string) => svg.replace(/ (fill|stroke)="#[0-9a-f]{6}"/g, "");
      expect(shapesOf(v2)).not.toBe(shapesOf(v1));
    }
  });

  it("is deterministic", () => {
    for (const kind of deviceKinds) expect(render({ kind, view: 2 })).toBe(render({ kind, view: 2 }));
  });

  it("uses the brand colour as accent and a pale tint of it as background", () => {
    const svg = render({ brandColor: "#1428a0", view: 2 }); // the logo on the back of the phone
    expect(svg).toContain('fill="#1428a0"');
    expect(svg).toContain('<rect width="310" height="300" fill="#e8eaf6"/>');
    expect(render({ brandColor: "#F00", view: 2 })).toContain('fill="#ff0000"');
  });

  it("escapes the brand name and label", () => {
    const svg = render({ brandName: "A&B <x>" });
    assertWellFormed(svg);
    expect(svg).toContain("<title>A&amp;B &lt;x&gt;</title>");
    expect(svg).toContain(">A&amp;B &lt;x&gt;</text>");
    expect(svg).not.toContain("A&B");
    expect(svg).not.toContain("<x>");

    const labelled = render({ brandName: "A&B <x>", label: `Phone "Pro" 'Max' & more` });
    assertWellFormed(labelled);
    expect(labelled).toContain("<title>Phone &quot;Pro&quot; &apos;Max&apos; &amp; more</title>");
    expect(labelled).toContain(">A&amp;B &lt;x&gt;</text>");
  });

  it("draws Arabic brand names and strips characters XML cannot carry", () => {
    const svg = render({ brandName: "سامسونج\u0000\u001f" });
    assertWellFormed(svg);
    expect(svg).toContain(">سامسونج</text>");
  });

  it("omits the brand name below 200px wide", () => {
    expect(render({ width: 150, height: 150 })).not.toContain("<text");
    expect(render({ width: 199, height: 300 })).not.toContain("<text");
    expect(render({ width: 200, height: 300 })).toContain(">Acme</text>");
    expect(render({ width: 600, height: 744 })).toContain(">Acme</text>");
    // the title stays for accessibility
    expect(render({ width: 150, height: 150 })).toContain("<title>Acme</title>");
  });

  it("omits the text for an empty brand name and titles the image with the label", () => {
    const svg = render({ brandName: "  ", label: "Galaxy Tab" });
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<title>Galaxy Tab</title>");
  });

  it("falls back to a neutral colour for non-hex colours", () => {
    const neutral = render({ brandColor: FALLBACK_COLOR });
    for (const bad of ["red", "rgb(255,0,0)", "#12345", "#ggg", "", "#1428a0ff", 'x" onload="alert(1)']) {
      const svg = render({ brandColor: bad });
      assertWellFormed(svg);
      expect(svg).toBe(neutral);
    }
  });

  it("rejects sizes that are not positive numbers", () => {
    expect(() => render({ width: 0 })).toThrow(RangeError);
    expect(() => render({ height: Number.NaN })).toThrow(RangeError);
  });

  it("is fast", () => {
    const inputs = deviceKinds.flatMap((kind) => ([1, 2, 3] as const).map((view) => ({ kind, view })));
    for (const input of inputs) render(input); // warm up
    const rounds = 20;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) for (const input of inputs) render(input);
    const perImage = (performance.now() - start) / (rounds * inputs.length);
    // target is < 0.2 ms; the bound leaves room for slow, shared CI machines
    expect(perImage).toBeLessThan(1);
  });
});
