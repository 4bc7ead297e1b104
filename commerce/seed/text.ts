/** A piece of text in English and Arabic: [en, ar]. */
export type Bilingual = readonly [en: string, ar: string];

/** Lower-case ASCII words joined by hyphens, as used in storefront URLs. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\+/g, " plus ")
    .replace(/['’"”]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Replaces `{key}` placeholders (`{key:lc}` lower-cases the value's first letter); returns null when a
 * placeholder has no value, so callers can skip the text.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const filled = template.replace(/\{(\w+)(:lc)?\}/g, (_, key: string, lowerCase: string | undefined) => {
    const value = values[key];
    if (value === undefined) {
      missing = true;
      return "";
    }
    return lowerCase ? value.charAt(0).toLowerCase() + value.slice(1) : value;
  });
  return missing ? null : filled;
}

/** Joins the non-empty parts with single spaces. */
export function joinWords(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => !!p && p.trim() !== "").join(" ");
}
