import { redirect, type LoaderFunctionArgs } from "react-router";
import { isSignInProvider } from "../../commerce/contract/social-sign-in";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { consume } from "~/lib/rate-limit.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { authorizationRequest, offeredProviders } from "~/lib/sign-in-providers.server";

/**
 * "Continue with Google / Apple" (decision 059): a plain link here starts a sign-in at the provider. The PKCE
 * verifier, state and nonce stay in the signed session for the callback, and the shopper goes to the provider.
 * A client starting too many is sent back to the sign-in page with the rate limit's message.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const provider = params.provider;
  if (!isSignInProvider(provider) || !offeredProviders().includes(provider)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const back = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), localizePath("/my-account", shopper.locale));
  if (shopper.signedIn) throw redirect(back);
  if ((await consume("providerSignIn", clientOf(context))).limited) {
    shopper.flash({ kind: "error", message: "account:errors.rateLimited" });
    throw redirect(localizePath("/sign-in", shopper.locale), { headers: privatePageHeaders });
  }
  const { url, signIn } = await authorizationRequest(provider, new URL(request.url).origin, shopper.locale, back, Date.now());
  shopper.startProviderSignIn(signIn);
  return redirect(url.href, { headers: privatePageHeaders });
}

