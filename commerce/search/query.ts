import type { Query, SearchOptions } from "minisearch";
import { hasDigit, queryTermOf, splitQueryWord, tokenize } from "./normalize";
import type { Synonyms } from "./synonyms";

/** SPEC §9: at least 75% of the query's terms must match (rounded down, at least one). */
const MINIMUM_SHOULD_MATCH = 0.75;
/** Longer queries are cut: past this many words a query is a paste, not a search. */
const MAX_QUERY_TERMS = 10;
const MIN_PREFIX_LENGTH = 3;
const NUMBER_MARK = "#";

/**
 * The key a term is stored under in the index. Numbers get a leading mark: minisearch keeps per-result objects
 * keyed by term, and V8 stores objects keyed by array indices ("256") as slow sparse elements, which made
 * queries with a number several times slower.
 */
export function indexKey(term: string): string {
  return /^[0-9]+$/.test(term) ? NUMBER_MARK + term : term;
}

/**
 * Allowed edits for a term, like Elasticsearch's AUTO fuzziness: none up to 2 characters, 1 up to 5, 2 beyond.
 * Terms with digits are model numbers and sizes, matched exactly: "s23" is not a typo of "s24".
 * (Plans apply this only to words the catalogue does not contain; see `PlanOptions.isKnownTerm`.)
 */
export function allowedEdits(term: string): number {
  if (hasDigit(term) || term.length <= 2) return 0;
  return term.length <= 5 ? 1 : 2;
}

/** Partial words are completed from 3 characters on; numbers are not ("15" must not find "1500"). */
export function completesPartialWord(term: string): boolean {
  return term.length >= MIN_PREFIX_LENGTH && !/^\p{N}+$/u.test(term);
}

/** A parsed query: what to ask the index, and how to tell which query terms a result matched. */
export interface QueryPlan {
  /** Normalised words as typed. */
  words: string[];
  query: Query;
  /**
   * The index key of every term asked for (own spelling, split word or synonym) → the query terms it stands for,
   * as a bit mask of their positions.
   */
  positionMasks: Map<string, number>;
  /** How many query terms a result must match. */
  required: number;
  /**
   * How many query words the catalogue does not recognise: neither known, nor a synonym spelling, nor sounding like
   * a known word. Such words are misspelt or typed on the wrong keyboard layout.
   */
  unrecognisedWords: number;
  /** Options to run `query` with. */
  searchOptions: SearchOptions;
}

export interface PlanOptions {
  synonyms?: Synonyms;
  /**
   * Whether the catalogue contains a word. Known words are taken as typed: edits are for misspellings ("iphone"
   * should not also find everything in "Phones", two edits away) and completions for partial words ("pro" should
   * not also find "projector" and "protector"). Both would also make common words several times slower.
   */
  isKnownTerm?: (term: string) => boolean;
  /** Indexed terms nearest to a misspelt one (see ProductIndex.nearestTerms). */
  nearestTerms?: (term: string, maxEdits: number) => { term: string; distance: number }[];
  /**
   * Known words and synonym spellings that sound like an unknown term written in either script ("aifon" →
   * "ايفون", "iphone"; see sound-key.ts).
   */
  soundAlikes?: (term: string) => string[];
  /** Whether words run together are a whole sku (see `joinedKey`): such a query looks up that sku only. */
  isSkuKey?: (key: string) => boolean;
  /** Every term must match, and the last one may be the start of a word (autocomplete). */
  asPrefix?: boolean;
}

/**
 * Queries arrive as already normalised terms, so the index's own tokenizer and term processing are bypassed.
 * Misspellings are looked up by the plan itself (see `termQuery`), so minisearch does no fuzzy matching; it
 * completes the keys in `prefixKeys` as partial words and weighs keys by `weights`.
 */
function planSearchOptions(prefixKeys: ReadonlySet<string>, weights: ReadonlyMap<string, number>): SearchOptions {
  return {
    tokenize: (text) => [text],
    processTerm: (term) => term,
    fuzzy: false,
    prefix: (key) => prefixKeys.has(key),
    boostTerm: (key) => weights.get(key) ?? 1,
  };
}

/** minisearch's default weight of a fuzzy match, before it falls with the edit distance. */
const FUZZY_WEIGHT = 0.45;

/** The weight minisearch gives a fuzzy match, here given to the nearest words a misspelt one stands for. */
function misspellingWeight(candidate: string, distance: number): number {
  return (FUZZY_WEIGHT * candidate.length) / (candidate.length + distance);
}

/** A word that sounds like the one typed weighs as a misspelling one edit away. */
const SOUND_ALIKE_WEIGHT = FUZZY_WEIGHT;

/** All the words run together: how skus are indexed ("SAM-GS24U-0012" → "samgs24u0012"). */
export function joinedKey(words: readonly string[]): string {
  return indexKey(words.join(""));
}

/** What a plan is being assembled from, as it grows one query term at a time. */
class PlanBuilder {
  readonly positionMasks = new Map<string, number>();
  readonly prefixKeys = new Set<string>();
  readonly weights = new Map<string, number>();

  /** The index key of a term standing for query term `position`, recorded for counting which terms matched. */
  key(term: string, position: number): string {
    const key = indexKey(term);
    this.positionMasks.set(key, (this.positionMasks.get(key) ?? 0) | (1 << position));
    return key;
  }
}

/**
 * The ways query term `position` may be found:
 * - itself, unless it is a synonym spelling (its group key finds everything it would) that is not being typed;
 * - when the catalogue does not know the word: as the start of a longer word, as its letter/digit runs
 *   ("iphone15"), as the known words that sound like it, and, unless a synonym group was reached, as the nearest
 *   indexed words within the allowed edits (only the nearest: "samsng" is "samsung", one edit away, and not also
 *   "gaming", two);
 * - the keys of its synonym groups, and of the groups of the spellings it sounds like.
 */
function termQuery(
  plan: PlanBuilder,
  word: string,
  position: number,
  synonyms: { keys: string[]; isSpelling: boolean },
  soundAlikes: readonly string[],
  known: boolean,
  options: { completeAlways: boolean; nearestTerms: PlanOptions["nearestTerms"] },
): Query {
  const term = queryTermOf(word);
  const alternatives: Query[] = [];
  if (!synonyms.isSpelling || options.completeAlways) {
    const own = plan.key(term, position);
    if (options.completeAlways || (!known && completesPartialWord(term))) plan.prefixKeys.add(own);
    alternatives.push(own);
  }
  const runs = known ? null : splitQueryWord(word);
  if (runs) alternatives.push({ combineWith: "AND", queries: runs.map((run) => plan.key(run, position)) });
  for (const alike of soundAlikes) {
    alternatives.push(plan.key(alike, position));
    plan.weights.set(indexKey(alike), SOUND_ALIKE_WEIGHT);
  }
  if (!known && !synonyms.isSpelling && synonyms.keys.length === 0 && !options.completeAlways) {
    for (const { term: candidate, distance } of options.nearestTerms?.(term, allowedEdits(term)) ?? []) {
      if (plan.positionMasks.has(candidate)) continue;
      alternatives.push(plan.key(candidate, position));
      plan.weights.set(candidate, misspellingWeight(candidate, distance));
    }
  }
  alternatives.push(...synonyms.keys.map((key) => plan.key(key, position)));
  return { combineWith: "OR", queries: alternatives };
}

export function planQuery(text: string, options: PlanOptions = {}): QueryPlan | null {
  const words = tokenize(text).slice(0, MAX_QUERY_TERMS);
  if (words.length === 0) return null;
  const joined = joinedKey(words);
  if (options.isSkuKey?.(joined)) return skuPlan(words, joined);
  const terms = words.map(queryTermOf);
  const isKnown = (word: string) => options.isKnownTerm?.(word) ?? false;
  const knownWord = words.map((word, i) => isKnown(word) || isKnown(terms[i]!));
  // a word still being typed is a partial word, not a misspelt one
  const isTyped = (position: number) => Boolean(options.asPrefix) && position === words.length - 1;
  const editsFor = (term: string, position: number) => (knownWord[position] || isTyped(position) ? 0 : allowedEdits(term));
  const groups = options.synonyms?.groupKeysFor(terms, editsFor);
  const isSpelling = (position: number) => groups?.exact[position] ?? false;
  const soundAlikes = terms.map((term, position) =>
    knownWord[position] || isSpelling(position) || isTyped(position) ? [] : (options.soundAlikes?.(term) ?? []),
  );
  const groupKeys = (position: number) => [
    ...new Set([
      ...(groups?.keys[position] ?? []),
      ...soundAlikes[position]!.flatMap((alike) => options.synonyms?.keyOf(alike) ?? []),
    ]),
  ];
  const plan = new PlanBuilder();
  const queries = words.map((word, position) =>
    termQuery(
      plan,
      word,
      position,
      { keys: groupKeys(position), isSpelling: isSpelling(position) },
      soundAlikes[position]!,
      knownWord[position]!,
      { completeAlways: isTyped(position), nearestTerms: options.nearestTerms },
    ),
  );
  if (words.length > 1) {
    // A sku typed with separators (maybe only its start), or one word typed as two ("i phone"), counts for every term.
    plan.positionMasks.set(joined, (1 << words.length) - 1);
    if (completesPartialWord(joined)) plan.prefixKeys.add(joined);
    queries.push(joined);
  }
  const required = options.asPrefix ? words.length : Math.max(1, Math.floor(words.length * MINIMUM_SHOULD_MATCH));
  const recognised = (position: number) => knownWord[position] || isSpelling(position) || soundAlikes[position]!.length > 0;
  return {
    words,
    query: { combineWith: "OR", queries },
    positionMasks: plan.positionMasks,
    required,
    unrecognisedWords: words.filter((_, position) => !recognised(position)).length,
    searchOptions: planSearchOptions(plan.prefixKeys, plan.weights),
  };
}

function skuPlan(words: string[], key: string): QueryPlan {
  return {
    words,
    query: key,
    positionMasks: new Map([[key, (1 << words.length) - 1]]),
    required: 1,
    unrecognisedWords: 0,
    searchOptions: planSearchOptions(new Set(), new Map()),
  };
}

/** Whether a result matched enough of the plan's query terms, given the index keys it reports matching. */
export function matchesEnough(plan: QueryPlan, matchedKeys: readonly string[]): boolean {
  if (plan.required <= 1) return true;
  let matched = 0;
  for (const key of matchedKeys) matched |= plan.positionMasks.get(key) ?? 0;
  return bitCount(matched) >= plan.required;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count += 1;
  return count;
}
