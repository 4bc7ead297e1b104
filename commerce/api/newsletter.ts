import { z } from "zod";
import { emailSchema } from "./account/schemas";
import type { CommerceContext } from "./context";
import { parse, readJson } from "./envelope";
import type { Route } from "./route";
import { storeIds, type StoreCode } from "./store";

/**
 * The newsletter (SPEC §7 "Newsletter", §4: subscribing when subscribed, or unsubscribing when not, does
 * nothing). A subscriber is a row; the store of the call that subscribed is the language of the mailings.
 */

type NewsletterStatus = { status: "subscribed" | "unsubscribed" };

const emailInput = z.object({ email: emailSchema }).strict();

async function statusOf(ctx: CommerceContext, email: string): Promise<NewsletterStatus> {
  const row = await ctx.db.selectFrom("newsletter_subscribers").select("email").where("email", "=", email).executeTakeFirst();
  return { status: row ? "subscribed" : "unsubscribed" };
}

async function subscribe(ctx: CommerceContext, email: string, store: StoreCode): Promise<NewsletterStatus> {
  await ctx.db
    .insertInto("newsletter_subscribers")
    .values({ email, store_id: storeIds[store], subscribed_at: ctx.now().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return { status: "subscribed" };
}

async function unsubscribe(ctx: CommerceContext, email: string): Promise<NewsletterStatus> {
  await ctx.db.deleteFrom("newsletter_subscribers").where("email", "=", email).execute();
  return { status: "unsubscribed" };
}

export const newsletterRoutes: Route[] = [
  ["GET", /^\/api\/newsletter$/, (c) => statusOf(c.ctx, parse(emailInput, { email: c.params.get("email") ?? undefined }).email)],
  ["POST", /^\/api\/newsletter\/subscribe$/, async (c) => subscribe(c.ctx, parse(emailInput, await readJson(c.request)).email, c.store)],
  ["POST", /^\/api\/newsletter\/unsubscribe$/, async (c) => unsubscribe(c.ctx, parse(emailInput, await readJson(c.request)).email)],
];
