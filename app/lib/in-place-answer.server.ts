import { data, redirect } from "react-router";
import type { ParseKeys } from "i18next";
import type { Namespace } from "~/locales/types";
import { getI18n } from "./i18n.server";
import type { Shopper } from "./shopper.server";

/**
 * The answers of an in-place control's action (decision 008). `back` is where a browser without JavaScript goes
 * next, with the message as a flash (303); a fetcher posts without it (null) and gets `{ ok, error }`.
 */

type Flash = Parameters<Shopper["flash"]>[0];

/** A message of any namespace, named with it (`wishlist:errors.generic`). */
type NamespacedKey = { [N in Namespace]: `${N}:${ParseKeys<N>}` }[Namespace];

export async function inPlaceDone(shopper: Shopper, back: string | null, flash: Flash) {
  shopper.flash(flash);
  if (back) return redirect(back, { status: 303 });
  return data({ ok: true as const, error: null });
}

/** A refusal: a fetcher gets the message translated, to show it (a refused post does not revalidate). */
export async function inPlaceRefused(shopper: Shopper, back: string | null, message: NamespacedKey, status: number) {
  if (back) {
    shopper.flash({ kind: "error", message });
    return redirect(back, { status: 303 });
  }
  const error = getI18n(shopper.locale).t(message);
  return data({ ok: false as const, error }, { status });
}
