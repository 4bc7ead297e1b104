import { LRUCache } from "lru-cache";
import type { DB } from "../db/connection";
import { completedPhraseOf, PhraseTally, type TypedWord } from "./completion";
import { correctionCandidates } from "./did-you-mean";
import { documentFinalPrice, loadSearchDocuments, priceRulesOf, type SearchDocument } from "./documents";
import {
  compileFilters,
  countsInFacets,
  FacetCounter,
  FacetSlots,
  failedFacetFilters,
  inPriceRange,
  passesFixedFilters,
  type CompiledFilters,
  type FacetValueSlots,
  type Filterable,
} from "./facets";
import { onOtherLayout } from "./keyboard-layout";
import { indexTermsOf, queryTermOf, tokenize, tokenizeWithSurface } from "./normalize";
import { PriceEpoch } from "./price-epoch";
import { ProductIndex } from "./product-index";
import { indexKey, joinedKey, matchesEnough, planQuery, type PlanOptions, type QueryPlan } from "./query";
import { comparators, pageOf, type RankedHit } from "./ranking";
import { isGroupKey, loadSynonyms, Synonyms } from "./synonyms";
import type {
  AutocompleteOptions,
  AutocompleteResponse,
  PriceRange,
  SearchFilters,
  SearchLocale,
  SearchRequest,
  SearchResponse,
  SearchScope,
  SearchSort,
} from "./types";
import { Vocabulary } from "./vocabulary";

/** SPEC §9: default page size; sizes at or below 0 become this. */
export const DEFAULT_PAGE_SIZE = 50;
/** SPEC §9: filter aggregation size. */
export const DEFAULT_FACET_SIZE = 10;
export const DEFAULT_PRICE_RANGES: readonly PriceRange[] = [
  { from: 0, to: 50_000 },
  { from: 50_000, to: 100_000 },
  { from: 100_000, to: 250_000 },
  { from: 250_000, to: 500_000 },
  { from: 500_000 },
];
const DEFAULT_AUTOCOMPLETE_SIZE = 8;
/**
 * Minimum score, as a share of the best match of the same query. SPEC §9's min_score (0.02) is an Elasticsearch
 * score, which minisearch's BM25 scores do not share; a relative floor works whatever the query. On the demo
 * catalogue it drops matches held up by one minor word in a category name ("macbook air" finding air purifiers
 * scores about 4% of the best) and keeps a category match of the whole query ("camera" finding camera chargers,
 * 25%).
 */
const MIN_RELATIVE_SCORE = 0.05;
const DID_YOU_MEAN_COUNT = 3;
/** How many of the best autocomplete hits the phrase completions are taken from. */
const PHRASE_SOURCES = 30;
/** How many of the best products for the earlier words are checked against a one-letter last word. */
const SHORT_PREFIX_SOURCES = 300;
/** Autocomplete searches products only once the word being typed has this many characters. */
const MIN_AUTOCOMPLETE_PRODUCT_PREFIX = 2;

/**
 * SPEC §9's searchable attributes: name (boost 4), sku (2), category names (1). Each field holds both languages:
 * a bilingual product then has one posting per word instead of one per language, and a broad query reads half as
 * many. Brand names are searchable through the name field.
 */
const FIELD_BOOSTS = { name: 4, sku: 2, category: 1 };
type SearchField = keyof typeof FIELD_BOOSTS;

function fieldText(doc: SearchDocument, field: SearchField): string {
  switch (field) {
    case "name":
      return [doc.name_en, doc.name_ar, doc.brand_name_en, doc.brand_name_ar].filter(Boolean).join(" ");
    case "sku":
      return doc.skus.map(skuKey).join(" ");
    case "category":
      return [...doc.category_names_en, ...doc.category_names_ar].join(" ");
  }
}

function isSearchField(field: string): field is SearchField {
  return field in FIELD_BOOSTS;
}

export interface ProductSearchOptions {
  synonyms?: Synonyms;
  /** Price facet ranges in fils; defaults to DEFAULT_PRICE_RANGES. */
  priceRanges?: readonly PriceRange[];
  /** How many brand and colour facet values are returned; defaults to DEFAULT_FACET_SIZE. */
  facetSize?: number;
  /**
   * Result cache by normalised request, emptied on every change to products or synonyms and bypassed once a
   * special-price window opens or closes; entries also expire after `ttlMs`. false turns it off.
   */
  cache?: { max?: number; ttlMs?: number } | false;
}

const DEFAULT_CACHE = { max: 1000, ttlMs: 60_000 };

/** A product the engine can list, with what filters, facets and sorts read from it. */
class ListedProduct implements Filterable {
  readonly id: number;
  readonly brand: string | null;
  readonly brandSlot: number;
  readonly categorySlots: number[];
  readonly colorSlots: number[];
  readonly colors: number[];
  readonly categoryIds: number[];
  readonly inStock: boolean;
  readonly visibility: number;
  readonly unitsSold: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** At the current price epoch (see ProductSearch.pricesAt). */
  finalPrice = 0;
  priceRangeMask = 0;
  /** The product as a hit of a listing without a query, made once: listings hand out tens of thousands. */
  readonly unscored: ScoredProduct = { product: this, score: 0 };

  constructor(
    readonly document: SearchDocument,
    slots: FacetValueSlots,
  ) {
    this.id = document.id;
    this.brand = document.brand;
    this.brandSlot = document.brand === null ? -1 : slots.brand.slotOf(document.brand);
    this.categorySlots = document.category_ids.map((id) => slots.category.slotOf(id));
    this.colorSlots = document.colors.map((color) => slots.color.slotOf(color));
    this.colors = document.colors;
    this.categoryIds = document.category_ids;
    this.inStock = document.in_stock;
    this.visibility = document.visibility;
    this.unitsSold = document.units_sold;
    this.createdAt = timestamp(document.created_at);
    this.updatedAt = timestamp(document.updated_at);
  }
}

/** A response, and how many of its query's words the catalogue did not recognise (see QueryPlan). */
interface SearchOutcome {
  response: SearchResponse;
  unrecognisedWords: number;
}

interface ScoredProduct extends RankedHit {
  product: ListedProduct;
}

/** SPEC §5: lists include status 0 and 1 and visibility 2, 3 and 4. */
function isListable(doc: SearchDocument): boolean {
  return (doc.status === 0 || doc.status === 1) && doc.visibility >= 2 && doc.visibility <= 4;
}

function isVisibleIn(scope: SearchScope, visibility: number): boolean {
  return visibility === 4 || visibility === (scope === "search" ? 3 : 2);
}

/** Skus are compared as their words run together, so "son-bravia55-blk" and "SON BRAVIA55 BLK" are the same. */
const skuKey = (sku: string): string => joinedKey(tokenize(sku));

function timestamp(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

function pageSize(size: number | undefined): number {
  const whole = size === undefined || !Number.isFinite(size) ? 0 : Math.floor(size);
  return whole <= 0 ? DEFAULT_PAGE_SIZE : whole;
}

function pageStart(start: number | undefined): number {
  return start === undefined || !Number.isFinite(start) || start < 0 ? 0 : Math.floor(start);
}

/**
 * A request with defaults applied and values in a canonical order, so equal requests share a cache key.
 * `now` is left out, as prices are settled before the cache is read (see `search`), and so is `locale`, as
 * results do not depend on it.
 */
interface PreparedSearch {
  query: string;
  scope: SearchScope;
  filters: SearchFilters;
  sort: SearchSort;
  start: number;
  size: number;
}

const sortedCopy = <T extends string | number>(values: T[] | undefined): T[] | undefined =>
  values && [...values].sort();

function prepareSearch(request: SearchRequest): PreparedSearch {
  const query = tokenize(request.query ?? "").join(" ");
  const f = request.filters ?? {};
  return {
    query,
    scope: request.scope,
    filters: {
      category_id: f.category_id,
      brand: sortedCopy(f.brand),
      color: sortedCopy(f.color),
      price: f.price?.map((r) => ({ from: r.from, to: r.to })),
      in_stock: f.in_stock,
      sku: sortedCopy(f.sku?.map(skuKey)),
      ids: sortedCopy(f.ids),
    },
    sort: request.sort ?? (query ? "relevance" : "latest"),
    start: pageStart(request.start),
    size: pageSize(request.size),
  };
}

/**
 * The product search index: full text over names, skus, brands and categories in both languages (minisearch),
 * filters, disjunctive facets, sorts, pagination, "did you mean" and autocomplete, with a short-lived result cache.
 */
export class ProductSearch {
  private index: ProductIndex<SearchDocument>;
  private readonly products = new Map<number, ListedProduct>();
  private readonly categoryMembers = new Map<number, Set<ListedProduct>>();
  private readonly productIdBySkuKey = new Map<string, number>();
  private readonly facetSlots: FacetValueSlots = {
    brand: new FacetSlots<string>(),
    category: new FacetSlots<number>(),
    color: new FacetSlots<number>(),
  };
  private readonly vocabulary = new Vocabulary();
  /** Words of brand and category names, which thousands of products share. */
  private readonly sharedNameWords = new Map<string, TypedWord[]>();
  private readonly priceRanges: readonly PriceRange[];
  private readonly facetSize: number;
  /** Responses with the price epoch they were computed in: a response holds only while prices do. */
  private readonly searchCache: LRUCache<string, SearchOutcome & { epoch: PriceEpoch }> | null;
  private readonly autocompleteCache: LRUCache<string, AutocompleteResponse> | null;
  private synonyms: Synonyms;
  private priceEpoch: PriceEpoch | null = null;
  /** Where synonyms are reloaded from, when built by `fromDatabase`. */
  private database: DB | null = null;

  /** Builds the index over every listable product and the synonyms of `db`. */
  static async fromDatabase(db: DB, options: Omit<ProductSearchOptions, "synonyms"> = {}): Promise<ProductSearch> {
    const documents = await loadSearchDocuments(db);
    const search = new ProductSearch(documents, { ...options, synonyms: await loadSynonyms(db) });
    search.database = db;
    return search;
  }

  constructor(documents: Iterable<SearchDocument>, options: ProductSearchOptions = {}) {
    this.synonyms = options.synonyms ?? Synonyms.none;
    this.priceRanges = options.priceRanges ?? DEFAULT_PRICE_RANGES;
    this.facetSize = options.facetSize ?? DEFAULT_FACET_SIZE;
    const cache = options.cache === false ? null : { ...DEFAULT_CACHE, ...options.cache };
    this.searchCache = cache && new LRUCache({ max: cache.max, ttl: cache.ttlMs });
    this.autocompleteCache = cache && new LRUCache({ max: cache.max, ttl: cache.ttlMs });
    this.index = this.emptyIndex();
    for (const doc of documents) this.list(doc);
  }

  /** How many products can be listed. */
  get size(): number {
    return this.products.size;
  }

  /**
   * Results for the query as typed or, when some of its words are not recognised and the same keys on the other
   * keyboard layout spell a query with fewer such words that finds something, for that query.
   */
  search(request: SearchRequest): SearchResponse {
    const typed = this.searchAsTyped(request);
    if (typed.unrecognisedWords === 0) return typed.response;
    const other = onOtherLayout(request.query ?? "");
    if (other === null) return typed.response;
    const meant = this.searchAsTyped({ ...request, query: other });
    return meant.response.total > 0 && meant.unrecognisedWords < typed.unrecognisedWords
      ? { ...meant.response, otherLayoutQuery: other }
      : typed.response;
  }

  private searchAsTyped(request: SearchRequest): SearchOutcome {
    const prepared = prepareSearch(request);
    const epoch = this.pricesAt(request.now ?? new Date());
    const key = JSON.stringify(prepared);
    const cached = this.searchCache?.get(key);
    if (cached?.epoch === epoch) return cached;
    const outcome = { ...this.runSearch(prepared), epoch };
    this.searchCache?.set(key, outcome);
    return outcome;
  }

  autocomplete(prefix: string, options: AutocompleteOptions): AutocompleteResponse {
    const size = options.size !== undefined && options.size > 0 ? Math.floor(options.size) : DEFAULT_AUTOCOMPLETE_SIZE;
    const typed = tokenizeWithSurface(prefix);
    const key = JSON.stringify([options.locale, size, typed.map((t) => t.word)]);
    const cached = this.autocompleteCache?.get(key);
    if (cached) return cached;
    const response = typed.length === 0 ? { suggestions: [], ids: [] } : this.complete(typed, options.locale, size);
    this.autocompleteCache?.set(key, response);
    return response;
  }

  /** Adds or replaces products; a document that is no longer listable is taken out. */
  upsert(documents: Iterable<SearchDocument>): void {
    for (const doc of documents) {
      this.unlist(doc.id);
      this.list(doc);
    }
    this.changed();
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) this.unlist(id);
    this.changed();
  }

  /** Picks up synonym rows an operator added or changed since the index was built. */
  async reloadSynonyms(): Promise<void> {
    if (!this.database) throw new Error("reloadSynonyms needs a ProductSearch built by fromDatabase");
    this.setSynonyms(await loadSynonyms(this.database));
  }

  /** Synonyms are part of the index (see Synonyms), so this rebuilds it: seconds at 50,000 products. */
  setSynonyms(synonyms: Synonyms): void {
    this.synonyms = synonyms;
    const index = this.emptyIndex();
    index.addAll([...this.products.values()].map((product) => product.document));
    this.index = index;
    this.clearCache();
  }

  clearCache(): void {
    this.searchCache?.clear();
    this.autocompleteCache?.clear();
  }

  private emptyIndex(): ProductIndex<SearchDocument> {
    const synonyms = this.synonyms;
    const tokensOf = (text: string) => {
      const words = tokenize(text);
      return [...words, ...synonyms.keysIn(words)];
    };
    // thousands of products share each category text
    const categoryTokens = new Map<string, string[]>();
    return new ProductIndex<SearchDocument>({
      fields: Object.keys(FIELD_BOOSTS),
      extractField: (doc, field) => (isSearchField(field) ? fieldText(doc, field) : doc.id),
      tokenize: (text, field) => {
        // skus are indexed whole (see fieldText): their parts would only repeat the name at a high cost
        if (field === "sku") return text.split(" ");
        if (field !== "category") return tokensOf(text);
        const known = categoryTokens.get(text);
        if (known) return known;
        const tokens = tokensOf(text);
        categoryTokens.set(text, tokens);
        return tokens;
      },
      processTerm: (word, field) => (field === "sku" || isGroupKey(word) ? word : indexTermsOf(word).map(indexKey)),
      searchOptions: { boost: FIELD_BOOSTS },
    });
  }

  private changed(): void {
    this.priceEpoch = null;
    this.clearCache();
  }

  private list(doc: SearchDocument): void {
    if (!isListable(doc)) return;
    const product = new ListedProduct(doc, this.facetSlots);
    this.products.set(doc.id, product);
    for (const categoryId of doc.category_ids) {
      const members = this.categoryMembers.get(categoryId);
      if (members) members.add(product);
      else this.categoryMembers.set(categoryId, new Set([product]));
    }
    for (const sku of doc.skus) this.productIdBySkuKey.set(skuKey(sku), doc.id);
    this.vocabulary.add(this.vocabularyWordsOf(doc));
    this.index.add(doc);
  }

  private unlist(id: number): void {
    const product = this.products.get(id);
    if (!product) return;
    this.products.delete(id);
    for (const categoryId of product.categoryIds) this.categoryMembers.get(categoryId)?.delete(product);
    for (const key of product.document.skus.map(skuKey)) {
      if (this.productIdBySkuKey.get(key) === id) this.productIdBySkuKey.delete(key);
    }
    this.vocabulary.remove(this.vocabularyWordsOf(product.document));
    this.index.discard(id);
  }

  /** The distinct words a product adds to the vocabulary, each as first written. */
  private vocabularyWordsOf(doc: SearchDocument): TypedWord[] {
    const shared = [doc.brand_name_en, doc.brand_name_ar, ...doc.category_names_en, ...doc.category_names_ar];
    const byWord = new Map<string, string>();
    const words = [
      ...tokenizeWithSurface(doc.name_en),
      ...tokenizeWithSurface(doc.name_ar),
      ...shared.flatMap((text) => (text === null ? [] : this.sharedWordsOf(text))),
    ];
    for (const { word, surface } of words) if (!byWord.has(word)) byWord.set(word, surface);
    return [...byWord].map(([word, surface]) => ({ word, surface }));
  }

  private sharedWordsOf(text: string): TypedWord[] {
    const known = this.sharedNameWords.get(text);
    if (known) return known;
    const words = tokenizeWithSurface(text);
    this.sharedNameWords.set(text, words);
    return words;
  }

  /** Final prices hold until a special-price window opens or closes; they are recomputed only then. */
  private pricesAt(now: Date): PriceEpoch {
    const at = now.toISOString();
    if (this.priceEpoch?.contains(at)) return this.priceEpoch;
    for (const product of this.products.values()) {
      product.finalPrice = documentFinalPrice(product.document.pricing, now);
      product.priceRangeMask = this.priceRanges.reduce(
        (mask, range, i) => (inPriceRange(product.finalPrice, range) ? mask | (1 << i) : mask),
        0,
      );
    }
    const rules = [...this.products.values()].flatMap((product) => priceRulesOf(product.document.pricing));
    this.priceEpoch = PriceEpoch.around(rules, at);
    return this.priceEpoch;
  }

  private runSearch(request: PreparedSearch): SearchOutcome {
    const plan = request.query ? this.plan(request.query) : null;
    const filters = compileFilters(request.filters, (key) => this.productIdBySkuKey.get(key));
    const candidates = plan ? this.match(plan) : this.unscoredCandidates(filters);
    const facets = new FacetCounter(this.facetSlots, this.priceRanges);
    const hits: ScoredProduct[] = [];
    let visible = 0;
    for (const candidate of candidates) {
      const { product } = candidate;
      if (!isVisibleIn(request.scope, product.visibility)) continue;
      visible += 1;
      if (!passesFixedFilters(product, filters)) continue;
      const failed = failedFacetFilters(product, filters);
      if (!countsInFacets(failed)) continue;
      facets.add(product, failed);
      if (failed === 0) hits.push(candidate);
    }
    const page = pageOf(hits, comparators[request.sort], request.start, request.size);
    const offersCorrections = plan !== null && (visible === 0 || plan.unrecognisedWords > 0);
    const response = {
      ids: page.map((hit) => hit.product.id),
      total: hits.length,
      start: request.start,
      perPage: request.size,
      facets: facets.result(this.facetSize, filters),
      suggestions: offersCorrections ? this.didYouMean(plan, request.scope, visible) : [],
      otherLayoutQuery: null,
    };
    return { response, unrecognisedWords: plan?.unrecognisedWords ?? 0 };
  }

  private unscoredCandidates(filters: CompiledFilters): ScoredProduct[] {
    const unscored = (product: ListedProduct) => product.unscored;
    if (filters.allowedIds) return [...filters.allowedIds].flatMap((id) => this.products.get(id)?.unscored ?? []);
    if (filters.categoryId !== undefined) return Array.from(this.categoryMembers.get(filters.categoryId) ?? [], unscored);
    return Array.from(this.products.values(), unscored);
  }

  private plan(query: string, options: PlanOptions = {}): QueryPlan | null {
    return planQuery(query, {
      synonyms: this.synonyms,
      isKnownTerm: (term) => this.vocabulary.has(term),
      isSkuKey: (key) => this.productIdBySkuKey.has(key),
      nearestTerms: (term, maxEdits) => this.index.nearestTerms(term, maxEdits),
      soundAlikes: (term) => [...new Set([...this.vocabulary.soundingLike(term), ...this.synonyms.spellingsSoundingLike(term)])],
      ...options,
    });
  }

  /** Products matching enough of the plan's terms, with their scores, in no particular order. */
  private match(plan: QueryPlan): ScoredProduct[] {
    const matches: ScoredProduct[] = [];
    let best = 0;
    this.index.forEachMatch(plan.query, plan.searchOptions, (id, score, terms) => {
      const product = this.products.get(id);
      if (!product || !matchesEnough(plan, terms)) return;
      matches.push({ product, score });
      if (score > best) best = score;
    });
    return matches.filter(({ score }) => score >= best * MIN_RELATIVE_SCORE);
  }

  private visibleMatches(query: string, scope: SearchScope): number {
    const plan = this.plan(query);
    return plan === null ? 0 : this.match(plan).filter(({ product }) => isVisibleIn(scope, product.visibility)).length;
  }

  /** Up to three corrected spellings of the query that find more than its `found` products (see correctionCandidates). */
  private didYouMean(plan: QueryPlan, scope: SearchScope, found: number): string[] {
    const suggestions: string[] = [];
    for (const candidate of correctionCandidates(plan.words, this.vocabulary)) {
      if (suggestions.length === DID_YOU_MEAN_COUNT) break;
      if (this.visibleMatches(candidate, scope) > found) suggestions.push(candidate);
    }
    return suggestions;
  }

  /**
   * Products and phrases for what is being typed. A last word too short to search by prefix (one letter would
   * expand to much of the vocabulary) is matched against the names of the best products for the words before it.
   */
  private complete(typed: TypedWord[], locale: SearchLocale, size: number): AutocompleteResponse {
    const head = typed.slice(0, -1);
    const last = typed[typed.length - 1]!;
    const lastIsSearchable = queryTermOf(last.word).length >= MIN_AUTOCOMPLETE_PRODUCT_PREFIX;
    const searched = lastIsSearchable ? typed : head;
    const plan = searched.length > 0 ? this.plan(searched.map((t) => t.word).join(" "), { asPrefix: true }) : null;
    const visible = (plan ? this.match(plan) : []).filter(({ product }) => isVisibleIn("search", product.visibility));
    const sources = lastIsSearchable ? Math.max(size, PHRASE_SOURCES) : SHORT_PREFIX_SOURCES;
    const candidates = pageOf(visible, comparators.relevance, 0, sources)
      .map((hit) => ({ hit, phrase: completedPhraseOf(hit.product.document, typed, locale) }))
      .filter(({ phrase }) => lastIsSearchable || phrase !== null);
    const phrases = new PhraseTally();
    for (const { hit, phrase } of candidates.slice(0, PHRASE_SOURCES)) if (phrase) phrases.add(phrase, hit.score);
    // after other words, completions that ignore them would be noise
    if (head.length === 0) {
      for (const completion of this.vocabulary.completions(queryTermOf(last.word), size)) phrases.add(completion.display, 0);
    }
    return { suggestions: phrases.top(size), ids: candidates.slice(0, size).map(({ hit }) => hit.product.id) };
  }
}
