import type { SubmissionResult } from "@conform-to/react";

/**
 * What the share page's action answers the share form's fetcher: conform's reply, and `sent` once the e-mail is
 * on its way. The form reads it through `useFetcher<ShareAnswer>`, so it does not import the route that renders it;
 * the action's return type holds the action to this shape.
 */
export type ShareAnswer =
  | { intent: string; result: SubmissionResult<string[]>; sent: true }
  | { intent: string; result: SubmissionResult<string[]> | null; sent?: undefined };
