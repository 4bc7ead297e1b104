import { redirect, type LoaderFunctionArgs } from "react-router";
import { completeSignIn } from "~/lib/account.server";
import { CommerceError } from "~/lib/commerce.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { shopperOf } from "~/lib/request-context.server";
import { identityOfAnswer } from "~/lib/sign-in-providers.server";
import { signInWithIdentity } from "~/models/social-sign-in.server";

/** How long a provider's identity waits for its account's password sign-in to be linked. */
const PENDING_LINK_MS = 15 * 60_000;

/**
 * Where a provider sends the shopper back (decision 059). The answer is checked against the sign-in this
 * browser started (taken once); any mismatch or refusal changes nothing and says so on the sign-in page. A known
 * or new verified identity signs in as a password does; an e-mail that has an account waits for its password.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const now = Date.now();
  const signIn = shopper.takeProviderSignIn(now);
  const locale = signIn?.locale ?? shopper.locale;
  const signInPage = (query = "") => redirect(`${localizePath("/sign-in", locale)}${query}`, { headers: privatePageHeaders });
  const refused = (message: "account:social.failed" | "account:errors.social.emailUnverified") => {
    shopper.flash({ kind: "error", message });
    return signInPage();
  };
  if (!signIn || signIn.provider !== params.provider) return refused("account:social.failed");
  const url = new URL(request.url);
  let identity;
  try {
    identity = await identityOfAnswer(signIn, url.origin, url);
  } catch (error) {
    console.warn("sign-in: provider answer refused:", error instanceof Error ? error.message : error);
    return refused("account:social.failed");
  }
  try {
    await completeSignIn(shopper, await signInWithIdentity(locale, identity));
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.code === "social.emailUnverified") return refused("account:errors.social.emailUnverified");
    if (error.code !== "social.passwordFirst") throw error;
    shopper.keepPendingLink(identity, now + PENDING_LINK_MS);
    return signInPage(`?${new URLSearchParams({ redirectTo: signIn.redirectTo })}`);
  }
  shopper.flash({ kind: "success", message: "account:signIn.signedIn" });
  return redirect(signIn.redirectTo, { headers: privatePageHeaders });
}
