import { z } from "zod";
import { toLatinDigits } from "../../../commerce/contract/cart";
import {
  letterCount,
  RATING_MAX,
  RATING_MIN,
  REVIEW_DETAIL_MAX_CHARS,
  REVIEW_DETAIL_MAX_LETTERS,
  REVIEW_DETAIL_MIN_LETTERS,
  REVIEW_NICKNAME_MAX,
  REVIEW_TITLE_MAX,
} from "../../../commerce/contract/review";

/**
 * The write-review form's fields, one rule per field from the shared contract (commerce/contract/review.ts); the
 * commerce endpoint checks the same rules again. Messages are keys of the `reviews` namespace.
 */

const required = { required_error: "validation.required" };

export const reviewFormSchema = z.object({
  rating: z
    .string({ required_error: "validation.ratingRequired" })
    .transform((value) => Number(toLatinDigits(value.trim())))
    .pipe(
      z
        .number()
        .int("validation.ratingRequired")
        .min(RATING_MIN, "validation.ratingRequired")
        .max(RATING_MAX, "validation.ratingRequired")
    ),
  title: z.string(required).trim().min(1, "validation.required").max(REVIEW_TITLE_MAX, "validation.titleTooLong"),
  detail: z
    .string(required)
    .trim()
    .max(REVIEW_DETAIL_MAX_CHARS, "validation.detailTooLong")
    .refine((text) => letterCount(text) >= REVIEW_DETAIL_MIN_LETTERS, "validation.detailTooShort")
    .refine((text) => letterCount(text) <= REVIEW_DETAIL_MAX_LETTERS, "validation.detailTooLong"),
  nickname: z
    .string(required)
    .trim()
    .max(REVIEW_NICKNAME_MAX, "validation.nicknameTooLong")
    .refine((name) => letterCount(name) >= 2, "validation.nicknameInvalid"),
});
