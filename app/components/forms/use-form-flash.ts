import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * The error a browser without JavaScript brought back for an in-place control (form pattern (b),
 * decision 008): the action redirected with a flash message naming the form, and the root loader hands
 * it to the page, already translated.
 */
export function useFormFlash(form: string): string | null {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  return flash && flash.form === form && flash.kind === "error" ? flash.text : null;
}
