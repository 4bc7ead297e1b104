import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { CartFormId } from "./messages";

/**
 * The error a browser without JavaScript brought back for one cart form: the cart action redirects
 * with a flash message naming the form, and the root loader hands it to the page (already translated).
 */
export function useFormFlash(form: CartFormId): string | null {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  return flash && flash.form === form && flash.kind === "error" ? flash.text : null;
}
