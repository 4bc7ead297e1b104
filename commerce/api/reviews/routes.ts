import { z } from "zod";
import { toLatinDigits } from "../../contract/cart";
import {
  letterCount,
  RATING_MAX,
  RATING_MIN,
  REVIEW_DETAIL_MAX_CHARS,
  REVIEW_DETAIL_MAX_LETTERS,
  REVIEW_DETAIL_MIN_LETTERS,
  REVIEW_NICKNAME_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_QUEUE_TABS,
  REVIEW_REPLY_MAX,
  REVIEW_STAFF_REASON_MAX,
  REVIEWS_LATEST,
  REVIEWS_PAGE_MAX,
} from "../../contract/review";
import { requireCustomer } from "../account/auth";
import { parse, readJson } from "../envelope";
import { skuSchema } from "../params";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { decideReview, reportReview, reviewQueue } from "./moderation-queue";
import * as reviews from "./reviews";

/** The review endpoints (docs/review-api.md). Writing and the customer's own list need `Authorization: Bearer <token>`. */

const ratingSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);

const createBody = z
  .object({
    review: z
      .object({
        sku: skuSchema,
        rating: ratingSchema,
        title: z.string().trim().min(1, "title is required").max(REVIEW_TITLE_MAX),
        detail: z
          .string()
          .trim()
          .max(REVIEW_DETAIL_MAX_CHARS)
          .refine(
            (text) => letterCount(text) >= REVIEW_DETAIL_MIN_LETTERS,
            `detail needs at least ${REVIEW_DETAIL_MIN_LETTERS} letters`
          )
          .refine(
            (text) => letterCount(text) <= REVIEW_DETAIL_MAX_LETTERS,
            `detail has at most ${REVIEW_DETAIL_MAX_LETTERS} letters`
          ),
        nickname: z
          .string()
          .trim()
          .max(REVIEW_NICKNAME_MAX)
          .refine((name) => letterCount(name) >= 2, "nickname needs at least 2 letters"),
      })
      .strict(),
  })
  .strict();

/** A positive whole number in a query string, in any digits; absent is the default. */
const queryNumber = (max: number) =>
  z
    .string()
    .transform((value) => toLatinDigits(value.trim()))
    .pipe(z.string().regex(/^\d{1,7}$/, "must be a whole number"))
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional();

const listQuery = z.object({
  page: queryNumber(REVIEWS_PAGE_MAX).default("1"),
  rating: queryNumber(RATING_MAX),
});

const queueQuery = z.object({
  status: z.enum(REVIEW_QUEUE_TABS).default("pending"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const decisionBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve") }).strict(),
  z.object({ action: z.literal("reject"), reason: z.string().trim().min(1, "reason is required").max(REVIEW_STAFF_REASON_MAX) }).strict(),
  z.object({ action: z.literal("delete") }).strict(),
  z.object({ action: z.literal("reply"), reply: z.string().trim().max(REVIEW_REPLY_MAX) }).strict(),
]);

/** The storefront's name for the client that reports (a keyed hash of its address), counted when no customer signed in. */
const reportBody = z.object({ client: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).strict();

const idOf = (c: { path: string[] }) => Number(c.path[0]);

export const reviewRoutes: Route[] = [
  [
    "POST",
    /^\/api\/review\/create$/,
    async (c) =>
      reviews.createReview(
        c.ctx,
        await requireCustomer(c),
        parse(createBody, await readJson(c.request)).review,
        c.store
      ),
  ],
  ["GET", /^\/api\/review\/mine$/, async (c) => reviews.customerReviews(c.ctx, await requireCustomer(c), c.store)],
  [
    "GET",
    /^\/api\/review\/product\/([^/]+)$/,
    (c) => {
      const query = parse(listQuery, {
        page: c.params.get("page") ?? undefined,
        rating: c.params.get("rating") ?? undefined,
      });
      return reviews.productReviews(c.ctx, parse(skuSchema, c.path[0]), query, c.store);
    },
  ],
  [
    "GET",
    /^\/api\/review\/latest\/([^/]+)$/,
    (c) => reviews.productReviews(c.ctx, parse(skuSchema, c.path[0]), { page: 1, size: REVIEWS_LATEST }, c.store),
  ],
  [
    "POST",
    /^\/api\/review\/(\d{1,9})\/report$/,
    async (c) => {
      const { client } = parse(reportBody, await readJson(c.request));
      const reporter = c.request.headers.has("authorization") ? `customer:${(await requireCustomer(c)).customerId}` : `client:${client}`;
      return reportReview(c.ctx, idOf(c), reporter);
    },
  ],
  [
    "GET",
    /^\/api\/admin\/reviews$/,
    async (c) => {
      await requireStaff(c, "reviews.moderate");
      return reviewQueue(c.ctx, parse(queueQuery, Object.fromEntries(c.params)), c.store);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/reviews\/(\d{1,9})$/,
    async (c) => {
      const { actor } = await requireStaff(c, "reviews.moderate");
      return decideReview(c.ctx, actor, idOf(c), parse(decisionBody, await readJson(c.request)));
    },
  ],
];
