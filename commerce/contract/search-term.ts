import { z } from "zod";

/**
 * What a product search term must be, shared by both edges (decision 009): the results page does not search a
 * shorter term, and the commerce search refuses one. Shorter terms match too much to be worth a search, except the
 * two-letter names of products the store sells (decision 062).
 */

export const MIN_SEARCH_TERM_LENGTH = 3;
/** The commerce edge's limit; the storefront cuts terms shorter still (listing-query.ts). */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** Two-letter terms shoppers search for, lowercase; their Arabic names are longer (lexicon.ts). */
export const SHORT_SEARCH_TERMS: readonly string[] = ["tv", "pc", "ac"];

export function isSearchableTerm(term: string): boolean {
  const tidy = term.trim().toLowerCase();
  return Array.from(tidy).length >= MIN_SEARCH_TERM_LENGTH || SHORT_SEARCH_TERMS.includes(tidy);
}

export const searchTermSchema = z
  .string()
  .max(MAX_SEARCH_TERM_LENGTH)
  .refine(isSearchableTerm, `a search term needs ${MIN_SEARCH_TERM_LENGTH} characters or more`);
