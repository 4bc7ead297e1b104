import { readId } from "../../commerce/contract/cart";
import { CommerceError } from "./commerce.server";
import type { Locale } from "./i18n";
import { ATTRIBUTE_PARAM, QUESTION_PARAM, STEP_PARAM, STEPS, type Step } from "./trade-in-steps";
import {
  listAttributes,
  listBrands,
  listCategories,
  listConditions,
  listModels,
  type Attribute,
  type Description,
  type Named,
  type Question,
} from "~/models/trade-in.server";

/**
 * Where a shopper is in the trade-in steps (/trade-in), read from the query string the steps' GET forms build
 * (trade-in-steps.ts). Each choice is checked against the lists of the step before it: an id that is
 * not there, or not a number, is the 404 page.
 */

export interface Flow {
  step: Step;
  categories: Named[];
  category?: Named;
  brands?: Named[];
  brand?: Named;
  models?: Named[];
  model?: Named;
  attributes?: Attribute[];
  /** Option id by attribute id. */
  options: Record<number, number>;
  questions?: Question[];
  /** Answer id by question id. */
  answers: Record<number, number>;
  /** The step's form was sent without these (attribute or question ids): the step shows it again with errors. */
  missing: number[];
  /** The complete description once every step is done. */
  description?: Description;
}

function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

/** The listed item whose id the parameter holds; a missing parameter is undefined, a forged one the 404 page. */
function chosen<T extends { id: number }>(value: string | null, list: readonly T[]): T | undefined {
  if (value === null) return undefined;
  const id = readId(value);
  const item = list.find((entry) => entry.id === id);
  if (!item) throw notFound();
  return item;
}

/**
 * The `{prefix}{group id}={choice id}` parameters, checked against the groups (attributes and their options, or
 * questions and their answers): every parameter of the prefix must name a group and one of its choices.
 */
function groupChoices<G extends { id: number }>(
  params: URLSearchParams,
  prefix: string,
  groups: readonly G[],
  choicesOf: (group: G) => readonly { id: number }[],
): Record<number, number> {
  const picked: Record<number, number> = {};
  for (const [name, value] of params) {
    const match = new RegExp(`^${prefix}(\\d+)$`).exec(name);
    if (!match) continue;
    const group = groups.find((g) => g.id === Number(match[1]));
    if (!group || group.id in picked) throw notFound();
    picked[group.id] = chosen(value, choicesOf(group))!.id;
  }
  return picked;
}

/** The list a step needs; the backend's 404 (an id it does not know) is the 404 page. */
async function orNotFound<T>(list: Promise<T>): Promise<T> {
  try {
    return await list;
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404) throw notFound();
    throw error;
  }
}

export async function readFlow(url: URL, locale: Locale): Promise<Flow> {
  const params = url.searchParams;
  const submitted = params.get(STEP_PARAM);
  const flow: Flow = { step: "category", categories: await listCategories(locale), options: {}, answers: {}, missing: [] };
  flow.category = chosen(params.get("category"), flow.categories);
  if (!flow.category) return flow;
  flow.brands = await orNotFound(listBrands(locale, flow.category.id));
  flow.brand = chosen(params.get("brand"), flow.brands);
  if (!flow.brand) return { ...flow, step: "brand" };
  flow.models = await orNotFound(listModels(locale, flow.category.id, flow.brand.id));
  flow.model = chosen(params.get("model"), flow.models);
  if (!flow.model) return { ...flow, step: "model" };
  const assetId = flow.model.id;
  const [attributes, questions] = await Promise.all([orNotFound(listAttributes(locale, assetId)), orNotFound(listConditions(locale, assetId))]);
  flow.attributes = attributes;
  flow.questions = questions;
  flow.options = groupChoices(params, ATTRIBUTE_PARAM, attributes, (attribute) => attribute.options);
  flow.answers = groupChoices(params, QUESTION_PARAM, questions, (question) => question.answers);
  const unanswered = (groups: readonly { id: number }[], picked: Record<number, number>) => groups.filter((g) => !(g.id in picked)).map((g) => g.id);
  const missingOptions = unanswered(attributes, flow.options);
  if (missingOptions.length > 0) return { ...flow, step: "attributes", missing: submitted === "attributes" ? missingOptions : [] };
  const missingAnswers = unanswered(questions, flow.answers);
  // A failed conditions list (SPEC §8: empty) leaves nothing to price: the step says so.
  if (missingAnswers.length > 0 || questions.length === 0) {
    return { ...flow, step: "condition", missing: submitted === "condition" ? missingAnswers : [] };
  }
  return {
    ...flow,
    step: "quote",
    description: { assetId, options: Object.values(flow.options), condition: Object.values(flow.answers) },
  };
}

/** The choices made in the steps before `step`, as query pairs: what its form's hidden fields and its "Change" link carry. */
export function choicesBefore(flow: Flow, step: Step): [string, string][] {
  const madeBefore = (made: Step) => STEPS.indexOf(made) < STEPS.indexOf(step);
  const pairs: [string, string][] = [];
  if (flow.category && madeBefore("category")) pairs.push(["category", String(flow.category.id)]);
  if (flow.brand && madeBefore("brand")) pairs.push(["brand", String(flow.brand.id)]);
  if (flow.model && madeBefore("model")) pairs.push(["model", String(flow.model.id)]);
  const groups = (prefix: string, picked: Record<number, number>) =>
    Object.entries(picked).map(([group, choice]): [string, string] => [`${prefix}${group}`, String(choice)]);
  if (madeBefore("attributes")) pairs.push(...groups(ATTRIBUTE_PARAM, flow.options));
  if (madeBefore("condition")) pairs.push(...groups(QUESTION_PARAM, flow.answers));
  return pairs;
}
