/**
 * The steps of the trade-in valuation (/trade-in) and the query parameters their GET forms send: `category`,
 * `brand`, `model`, then `a{attribute id}={option id}` per detail and `q{question id}={answer id}` per question.
 */

export const STEPS = ["category", "brand", "model", "attributes", "condition", "quote"] as const;
export type Step = (typeof STEPS)[number];

export const ATTRIBUTE_PARAM = "a";
export const QUESTION_PARAM = "q";
/** The name of each step form's button, valued with its step: an incomplete form is told from a first visit. */
export const STEP_PARAM = "step";
