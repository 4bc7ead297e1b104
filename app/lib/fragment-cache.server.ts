import { renderToString } from "react-dom/server";
import type { RenderCachedFragment } from "./fragment-cache";

const rendered = new WeakMap<object, Map<string, string>>();

/**
 * The HTML of a fragment, rendered once per owner object and variant (see fragment-cache.ts). `renderToString`
 * keeps React's text separators, so the browser hydrates the fragment exactly as it would a streamed one.
 */
export const renderCachedFragment: RenderCachedFragment = (owner, variant, render) => {
  let variants = rendered.get(owner);
  if (!variants) {
    variants = new Map();
    rendered.set(owner, variants);
  }
  let html = variants.get(variant);
  if (html === undefined) {
    html = renderToString(render());
    variants.set(variant, html);
  }
  return html;
};
