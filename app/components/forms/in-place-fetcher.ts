import { useFetcher, type SubmitFunction } from "react-router";
import { useEffect, useRef, type RefObject } from "react";
import { notify } from "./notifications";

/** What an in-place control's action answers a fetcher (app/lib/in-place-answer.server.ts). */
interface InPlaceAnswer {
  ok: boolean;
  error: string | null;
}

/**
 * The fetcher of an in-place control (decision 008). A success shows as the flash message the root loader brings
 * when it revalidates; a refusal does not revalidate, so its message (already translated) is shown from here.
 */
export function useInPlaceFetcher() {
  const fetcher = useFetcher<InPlaceAnswer>();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.ok || reported.current === result) return;
    reported.current = result;
    if (result.error) notify({ kind: "error", text: result.error });
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/**
 * With JavaScript, one listener on a list of cards (a listing has 50) instead of a hook per card: it posts any of
 * their forms marked with the `marker` attribute through `submit`, without `redirectTo`, so the action answers
 * data and the page stays.
 */
export function useCardFormsSubmit(ref: RefObject<HTMLElement>, marker: string, submit: SubmitFunction) {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(marker)) return;
      event.preventDefault();
      const formData = new FormData(form);
      formData.delete("redirectTo");
      void submit(formData, { method: "post", action: form.getAttribute("action") ?? undefined, preventScrollReset: true });
    };
    container.addEventListener("submit", onSubmit);
    return () => container.removeEventListener("submit", onSubmit);
  }, [ref, marker, submit]);
}
