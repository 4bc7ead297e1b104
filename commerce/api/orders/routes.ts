import { z } from "zod";
import { readOtp } from "../../contract/account";
import { queueMessage } from "../../outbox/outbox";
import { requireCustomer } from "../account/auth";
import { issueCode, spendCode } from "../account/one-time-codes";
import { emailSchema, mobileSchema } from "../account/schemas";
import { hashToken } from "../account/tokens";
import { addressInputSchema } from "../address/schemas";
import { activeCart } from "../cart/carts";
import { cartTokenParam } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import type { Call, Route } from "../route";
import { orderError } from "./errors";
import { orderOfCart, placeOrder, type Order } from "./place";

/**
 * The order endpoints (docs/order-api.md). The checkout steps of issue 10 will collect these details step by
 * step; until they do, a call brings them all. Only cash on delivery is offered so far: it is confirmed with
 * a code texted to the delivery mobile (SPEC §7 "GET otp / POST validate otp"), through the same one-time
 * codes as the mobile sign-in.
 */

const codeBody = z.object({ mobile: mobileSchema }).strict();

const placeBody = z
  .object({
    email: emailSchema,
    shippingAddress: addressInputSchema,
    paymentMethod: z.literal("cashondelivery"),
    otp: z.string().transform((value, ctx) => {
      const code = readOtp(value);
      if (code === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be 6 digits" });
      return code ?? z.NEVER;
    }),
  })
  .strict();

/** A cash on delivery code belongs to one cart; the cart's token is kept only as its hash. */
const codSubject = (cartToken: string) => hashToken(cartToken);

export const orderRoutes: Route[] = [
  [
    "POST",
    /^\/api\/order\/cod-code$/,
    async (c) => {
      const cartToken = cartTokenParam(c.params);
      const { mobile } = parse(codeBody, await readJson(c.request));
      await activeCart(c.ctx.db, cartToken);
      const code = await issueCode(c.ctx.db, "cod", codSubject(cartToken), c.ctx.now());
      await queueMessage(c.ctx.db, { to: mobile, locale: c.store, template: "codCode", params: { code } }, c.ctx.now());
      return { sent: true };
    },
  ],
  ["POST", /^\/api\/order\/place$/, placeCashOnDelivery],
];

async function placeCashOnDelivery(c: Call) {
  const cartToken = cartTokenParam(c.params);
  const body = parse(placeBody, await readJson(c.request));
  const customer = c.request.headers.has("Authorization") ? await requireCustomer(c) : null;
  const answer = (order: Order) => ({ increment_id: order.increment_id, status: order.status, totals: JSON.parse(order.totals) as unknown });

  // A cart that became an order answers it again (a reloaded post), before its spent code is checked.
  const ordered = await orderOfCart(c.ctx.db, cartToken);
  if (ordered) return answer(ordered);
  await activeCart(c.ctx.db, cartToken);
  if (!(await spendCode(c.ctx.db, "cod", codSubject(cartToken), body.otp, c.ctx.now()))) {
    // A second submit that lost the race to the first finds the first's order.
    const first = await orderOfCart(c.ctx.db, cartToken);
    if (first) return answer(first);
    throw orderError("order.codeInvalid");
  }
  const order = await placeOrder(
    c.ctx,
    cartToken,
    {
      email: body.email,
      recipientName: body.shippingAddress.full_name,
      customerId: customer?.customerId ?? null,
      shippingAddress: body.shippingAddress,
      billingAddress: body.shippingAddress,
      paymentMethod: body.paymentMethod,
      status: "confirmed",
    },
    c.store,
  );
  return answer(order);
}
