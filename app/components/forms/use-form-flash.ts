import { useRootData } from "~/lib/root-data";

/**
 * The error a browser without JavaScript brought back for an in-place control (form pattern (b),
 * decision 008): the action redirected with a flash message naming the form, and the root loader hands
 * it to the page, already translated.
 */
export function useFormFlash(form: string): string | null {
  const flash = useRootData()?.flash;
  return flash && flash.form === form && flash.kind === "error" ? flash.text : null;
}
