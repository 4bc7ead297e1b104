import { TRADE_IN_ERRORS, type Grade } from "../../contract/tradein";
import type { DB } from "../../db/connection";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { localised, type StoreCode } from "../store";
import { exchangePrice, type ExchangePrice, type GradeValues } from "./pricing";

/**
 * The trade-in catalogue as the valuation steps read it (SPEC §7 "Trade-in valuation"): categories, the brands
 * and models of a category, a model's attributes and condition questions. An id that is not there, or not of
 * the category, brand or model it is given with, is a 404.
 */

const tradeInError = (code: keyof typeof TRADE_IN_ERRORS) => contractError(TRADE_IN_ERRORS, code);

export async function listCategories(ctx: CommerceContext, store: StoreCode) {
  const rows = await ctx.db.selectFrom("tradein_categories").selectAll().orderBy("position").execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: localised(row, "name", store) }));
}

async function findCategory(db: DB, categoryId: number) {
  const category = await db.selectFrom("tradein_categories").selectAll().where("id", "=", categoryId).executeTakeFirst();
  if (!category) throw tradeInError("tradein.categoryNotFound");
  return category;
}

/** The brands that have models in the category. */
export async function listBrands(ctx: CommerceContext, categoryId: number, store: StoreCode) {
  await findCategory(ctx.db, categoryId);
  const rows = await ctx.db
    .selectFrom("tradein_brands as b")
    .where((eb) =>
      eb.exists(eb.selectFrom("tradein_models as m").select("m.id").whereRef("m.brand_id", "=", "b.id").where("m.category_id", "=", categoryId)),
    )
    .selectAll("b")
    .orderBy("b.position")
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: localised(row, "name", store) }));
}

/** The category's models of the brand; a brand without models in the category is not found there. */
export async function listModels(ctx: CommerceContext, query: { categoryId: number; brandId: number }, store: StoreCode) {
  await findCategory(ctx.db, query.categoryId);
  const rows = await ctx.db
    .selectFrom("tradein_models")
    .selectAll()
    .where("category_id", "=", query.categoryId)
    .where("brand_id", "=", query.brandId)
    .orderBy("position")
    .execute();
  if (rows.length === 0) throw tradeInError("tradein.brandNotFound");
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: localised(row, "name", store),
    category_id: row.category_id,
    brand_id: row.brand_id,
  }));
}

async function findModel(db: DB, assetId: number) {
  const model = await db.selectFrom("tradein_models").selectAll().where("id", "=", assetId).executeTakeFirst();
  if (!model) throw tradeInError("tradein.modelNotFound");
  return model;
}

/** A model with its category and brand: what a valuation shows of the device. */
export async function describeModel(ctx: CommerceContext, assetId: number, store: StoreCode) {
  const model = await findModel(ctx.db, assetId);
  const [category, brand] = await Promise.all([
    findCategory(ctx.db, model.category_id),
    ctx.db.selectFrom("tradein_brands").selectAll().where("id", "=", model.brand_id).executeTakeFirstOrThrow(),
  ]);
  return {
    id: model.id,
    code: model.code,
    name: localised(model, "name", store),
    category: { id: category.id, name: localised(category, "name", store) },
    brand: { id: brand.id, name: localised(brand, "name", store) },
  };
}

async function attributeRows(db: DB, assetId: number) {
  return db
    .selectFrom("tradein_attributes as a")
    .innerJoin("tradein_attribute_options as o", "o.attribute_id", "a.id")
    .where("a.model_id", "=", assetId)
    .select(["a.id as attribute_id", "a.code", "a.label_en", "a.label_ar", "o.id", "o.adjustment"])
    .select(["o.label_en as option_en", "o.label_ar as option_ar"])
    .orderBy("a.position")
    .orderBy("o.position")
    .execute();
}

async function questionRows(db: DB, categoryId: number) {
  return db
    .selectFrom("tradein_questions as q")
    .innerJoin("tradein_answers as a", "a.question_id", "q.id")
    .where((eb) => eb.or([eb("q.category_id", "is", null), eb("q.category_id", "=", categoryId)]))
    .select(["q.id as question_id", "q.code", "q.text_en", "q.text_ar", "a.id", "a.label_en", "a.label_ar", "a.grade"])
    .orderBy("q.position")
    .orderBy("a.position")
    .execute();
}

/** Rows sorted by their group, as `[group key, rows]` in order. */
function groupedBy<T, K>(rows: readonly T[], key: (row: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups];
}

/** The model's attributes, each with its options; the first option is the base configuration. */
export async function modelAttributes(ctx: CommerceContext, assetId: number, store: StoreCode) {
  await findModel(ctx.db, assetId);
  return groupedBy(await attributeRows(ctx.db, assetId), (row) => row.attribute_id).map(([id, options]) => ({
    id,
    code: options[0]!.code,
    label: localised(options[0]!, "label", store),
    options: options.map((option) => ({ id: option.id, label: store === "ar" ? option.option_ar : option.option_en })),
  }));
}

/** The condition questions of the model's category, each with its answers, best first. */
export async function modelConditions(ctx: CommerceContext, assetId: number, store: StoreCode) {
  const model = await findModel(ctx.db, assetId);
  return groupedBy(await questionRows(ctx.db, model.category_id), (row) => row.question_id).map(([id, answers]) => ({
    id,
    code: answers[0]!.code,
    text: localised(answers[0]!, "text", store),
    answers: answers.map((answer) => ({ id: answer.id, label: localised(answer, "label", store) })),
  }));
}

export interface ValuationRequest {
  assetId: number;
  /** One option id per attribute of the model. */
  options: number[];
  /** One answer id per condition question of the model. */
  condition: number[];
}

/**
 * The exchange price of a device as described, computed from the pricing table (pricing.ts). Every id must be
 * the model's; every attribute needs one option and every question one answer.
 */
export async function priceOf(db: DB, request: ValuationRequest): Promise<ExchangePrice> {
  const model = await findModel(db, request.assetId);
  const [attributes, questions, rules] = await Promise.all([
    attributeRows(db, model.id),
    questionRows(db, model.category_id),
    db.selectFrom("tradein_price_rules").select(["grade", "value"]).where("model_id", "=", model.id).execute(),
  ]);
  const options = request.options.map((id) => attributes.find((row) => row.id === id) ?? throwError("tradein.optionNotFound"));
  const answers = request.condition.map((id) => questions.find((row) => row.id === id) ?? throwError("tradein.answerNotFound"));
  if (!answersEachOnce(options.map((o) => o.attribute_id), attributes.map((a) => a.attribute_id))) throw tradeInError("tradein.optionsIncomplete");
  if (!answersEachOnce(answers.map((a) => a.question_id), questions.map((q) => q.question_id))) throw tradeInError("tradein.conditionIncomplete");
  const gradeValues: GradeValues = Object.fromEntries(rules.map((rule) => [rule.grade, rule.value]));
  return exchangePrice({
    gradeValues,
    adjustments: options.map((option) => option.adjustment),
    answerGrades: answers.map((answer): Grade => answer.grade),
  });
}

function throwError(code: keyof typeof TRADE_IN_ERRORS): never {
  throw tradeInError(code);
}

/** Whether the chosen groups are every group, each exactly once. */
function answersEachOnce(chosen: readonly number[], all: readonly number[]): boolean {
  const groups = new Set(all);
  return chosen.length === groups.size && new Set(chosen).size === groups.size;
}
