import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

/**
 * The Markdown staff write becomes HTML the storefront shows as it is (decision 056): every known way of smuggling
 * script into it comes out harmless, and what pages are made of (headings, lists, tables, links) comes through.
 */

const TAGS = new Set(["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "strong", "em", "b", "i", "s", "del", "sub", "sup", "small", "mark", "ul", "ol", "li", "dl", "dt", "dd", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "a", "img"]);
const ATTRIBUTES = new Set(["id", "href", "title", "rel", "src", "alt", "width", "height", "start", "colspan", "rowspan", "scope"]);
const PAGE = "https://nour.example/about-us";
/** The scheme a browser follows the address with, on one of our pages. */
const schemeOf = (url: string) => new URL(url, PAGE).protocol;
const LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"];

function elementsOf(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((node) => ("children" in node ? [...(node.type === "tag" ? [node as Element] : []), ...elementsOf(node.children)] : []));
}

/** Why the HTML is not harmless, or null: parsed as a browser would, entities decoded. */
function danger(html: string): string | null {
  const document = parseDocument(html, { decodeEntities: true });
  for (const node of document.children.concat(elementsOf(document.children).flatMap((e) => e.children))) {
    if (node.type !== "tag" && node.type !== "text") return `a ${node.type} node`;
  }
  for (const element of elementsOf(document.children)) {
    if (!TAGS.has(element.name)) return `<${element.name}>`;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (!ATTRIBUTES.has(name)) return `${name}= on <${element.name}>`;
      if (name === "href" && (!LINK_SCHEMES.includes(schemeOf(value)) || value.trim().startsWith("//"))) return `href=${value}`;
      if (name === "src" && schemeOf(value) !== "https:") return `src=${value}`;
    }
    const href = element.attribs.href;
    if (href && new URL(href, PAGE).origin !== new URL(PAGE).origin && /^https?:$/.test(schemeOf(href)) && element.attribs.rel !== "noopener noreferrer") {
      return "an external link without rel";
    }
  }
  return null;
}

const PAYLOADS: [string, string][] = [
  ["script tag", "<script>alert(1)</script>"],
  ["script in mixed case", "<ScRiPt>alert(1)</sCrIpT>"],
  ["script with a source", '<script src="https://evil.example/x.js"></script>'],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img onerror with entities", '<img src="x" o&#110;error="alert(1)">'],
  ["svg onload", "<svg onload=alert(1)><circle r=10 /></svg>"],
  ["svg with a script inside", "<svg><script>alert(1)</script></svg>"],
  ["math with an xlink", '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
  ["body onload", "<body onload=alert(1)>"],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["javascript: link in mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["javascript: link with entities", '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ["javascript: link with hex entities, no semicolons", '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'],
  ["javascript: link with a tab and a newline", '<a href="java\tscr\nipt:alert(1)">x</a>'],
  ["javascript: link with leading control characters", '<a href="\u0001\u0002 javascript:alert(1)">x</a>'],
  ["javascript: link with an encoded colon", '<a href="javascript&colon;alert(1)">x</a>'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["data: image", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ["protocol-relative link", '<a href="//evil.example/">x</a>'],
  ["Markdown link to javascript:", "[click](javascript:alert(1))"],
  ["Markdown link to javascript: with entities", "[click](&#106;avascript:alert(1))"],
  ["Markdown link with a space in the scheme", "[click](<java script:alert(1)>)"],
  ["Markdown reference link to javascript:", "[click][x]\n\n[x]: javascript:alert(1)"],
  ["Markdown image from javascript:", "![x](javascript:alert(1))"],
  ["Markdown image from data:", "![x](data:image/png;base64,iVBORw0KGgo=)"],
  ["Markdown image from http", "![x](http://tracker.example/pixel.gif)"],
  ["autolink to javascript:", "<javascript:alert(1)>"],
  ["autolink to data:", "<data:text/html,<script>alert(1)</script>>"],
  ["style element", "<style>body{background:url(javascript:alert(1))}</style>"],
  ["style attribute with an expression", '<p style="width: expression(alert(1))">x</p>'],
  ["iframe", '<iframe src="https://evil.example"></iframe>'],
  ["iframe with srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object and embed", '<object data="x.swf"></object><embed src="x.swf">'],
  ["form with an action", '<form action="https://evil.example"><input name=q><button formaction="javascript:alert(1)">go</button></form>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="https://evil.example/">'],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ["nested script tags", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["malformed tag with a slash", "<img/src=x/onerror=alert(1)>"],
  ["unclosed attribute quote", '<a href="/ok" onclick="alert(1)>x</a>'],
  ["comment hiding a script", "<!--<script>alert(1)</script>-->"],
  ["conditional comment", "<!--[if IE]><script>alert(1)</script><![endif]-->"],
  ["comment closing early", "<!-- --!><img src=x onerror=alert(1)> -->"],
  ["CDATA", "<![CDATA[<script>alert(1)</script>]]>"],
  ["event handler on an allowed tag", '<p onmouseover="alert(1)">x</p><h2 onclick=alert(1)>y</h2>'],
  ["target and opener", '<a href="https://evil.example" target="_blank" rel="opener">x</a>'],
  ["template", "<template><script>alert(1)</script></template>"],
  ["noscript trick", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["HTML in a Markdown table", "| a |\n|---|\n| <img src=x onerror=alert(1)> |"],
  ["srcset", '<img src="/ok.png" srcset="javascript:alert(1) 1x">'],
];

describe("Markdown rendered for the storefront", () => {
  it.each(PAYLOADS)("makes %s harmless", (_, payload) => {
    const html = renderMarkdown(payload);
    expect(danger(html), html).toBeNull();
  });

  it("keeps headings, lists, tables, emphasis and links, in either language", () => {
    const html = renderMarkdown(
      ["# عن المتجر", "## Delivery", "- one\n- two", "1. first", "| Emirate | Days |\n|:--|--:|\n| Dubai | 1 |", "**bold** and _soft_", "[terms](/terms-conditions#content-11) [mail](mailto:care@example.ae) [call](tel:+97140000000)"].join("\n\n"),
    );
    expect(danger(html), html).toBeNull();
    expect(html).toContain("<h2>عن المتجر</h2>");
    expect(html).toContain("<h2>Delivery</h2>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain("<ol>");
    expect(html).toMatch(/<table>[\s\S]*<th>Emirate<\/th>[\s\S]*<td>Dubai<\/td>/);
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/terms-conditions#content-11">terms</a>');
    expect(html).toContain('<a href="mailto:care@example.ae">mail</a>');
    expect(html).toContain('<a href="tel:+97140000000">call</a>');
  });

  it("marks external links noopener noreferrer and keeps pictures from this site or https", () => {
    const html = renderMarkdown("[Apple](https://www.apple.com/ae/) ![Store](/media/store.jpg) ![Logo](https://cdn.example/logo.png)");
    expect(html).toContain('<a href="https://www.apple.com/ae/" rel="noopener noreferrer">Apple</a>');
    expect(html).toContain('src="/media/store.jpg"');
    expect(html).toContain('src="https://cdn.example/logo.png"');
  });
});
