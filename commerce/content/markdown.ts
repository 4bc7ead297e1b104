import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Staff write CMS pages and blocks in Markdown (decision 056); this turns it into the HTML the storefront shows as
 * it is. Markdown lets HTML through, so everything goes through an allow-list afterwards: text structure, tables,
 * links and images only; no scripts, styles, frames, forms or event handlers; links to http(s), mailto, tel or
 * this site only, and images from this site or https. Runs in the commerce backend only, at save and preview.
 */

const marked = new Marked({ gfm: true, async: false });

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"];
const EXTERNAL = /^https?:/i;

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    "p", "br", "hr", "blockquote", "pre", "code",
    "strong", "em", "b", "i", "s", "del", "sub", "sup", "small", "mark",
    "ul", "ol", "li", "dl", "dt", "dd",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
    "a", "img",
  ],
  allowedAttributes: {
    // Headings keep their id, for links within a page (`/terms-conditions#content-11`).
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The page's own title is its only h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const { rel: _, ...kept } = attribs;
      return { tagName, attribs: EXTERNAL.test((kept.href ?? "").trim()) ? { ...kept, rel: "noopener noreferrer" } : kept };
    },
    // Every picture says what it shows, if only that it is decoration.
    img: (tagName, attribs) => ({ tagName, attribs: { alt: "", ...attribs } }),
  },
  // A picture whose address was refused is no picture; a refused link keeps its text.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Safe HTML for a Markdown text. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, POLICY).trim();
}
