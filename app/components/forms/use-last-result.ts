import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "react-router";

/** What an action answers for a form: which form (`intent`) and conform's reply. */
interface FormReply {
  intent: string;
  result: SubmissionResult<string[]> | null;
}

/**
 * The last result of one page form (form pattern (a), decision 008), for conform's `lastResult`: from its
 * fetcher when JavaScript posted it, or from the page's action data when the browser posted the page
 * itself and the action answered 400 with the page. Either way the reply carries the field errors and
 * the values the shopper typed.
 */
export function useLastResult(intent: string, fetcher: { state: string; data?: FormReply | undefined }) {
  const actionData = useActionData() as FormReply | undefined;
  if (fetcher.state !== "idle") return null;
  const reply = fetcher.data ?? actionData;
  return reply?.intent === intent ? reply.result : null;
}

/** The last reply of a page form posted with the page itself (no fetcher): the page's action data, when it was this form's. */
export function usePageFormResult(intent: string) {
  const navigation = useNavigation();
  return useLastResult(intent, { state: navigation.state === "submitting" ? "submitting" : "idle" });
}
