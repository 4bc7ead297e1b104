import { parse, readJson } from "../envelope";
import { listOrders } from "../orders/history";
import type { Call, Route } from "../route";
import { requireCustomer } from "./auth";
import * as customers from "./customers";
import { linkIdentity, listIdentities, signInWithIdentity, unlinkIdentity } from "./identities";
import { requireIdentityKey } from "./identity-key";
import { liveSessions } from "./sessions";
import { identitySchema } from "../../contract/social-sign-in";
import {
  changePasswordBody,
  createBody,
  createPasswordBody,
  loginBody,
  orderHistoryParams,
  otpLoginBody,
  otpSendBody,
  refreshBody,
  resetPasswordBody,
  updateMeBody,
} from "./schemas";

/** The user endpoints of SPEC §7 (docs/account-api.md). Customer calls carry `Authorization: Bearer <token>`. */

const body = async <T>(c: Call, schema: Parameters<typeof parse<T, unknown>>[0]) => parse(schema, await readJson(c.request));

export const accountRoutes: Route[] = [
  ["POST", /^\/api\/user\/create$/, async (c) => customers.createCustomer(c.ctx, await body(c, createBody), c.store)],
  ["POST", /^\/api\/user\/login$/, async (c) => customers.login(c.ctx, await body(c, loginBody))],
  ["POST", /^\/api\/user\/refresh$/, async (c) => customers.refresh(c.ctx, (await body(c, refreshBody)).refreshToken)],
  ["POST", /^\/api\/user\/logout$/, async (c) => customers.logout(c.ctx, await requireCustomer(c))],
  ["GET", /^\/api\/user\/me$/, async (c) => customers.profileOf(await customers.customerById(c.ctx.db, (await requireCustomer(c)).customerId))],
  ["POST", /^\/api\/user\/me$/, async (c) => customers.updateProfile(c.ctx, await requireCustomer(c), await body(c, updateMeBody))],
  ["POST", /^\/api\/user\/change-password$/, async (c) => customers.changePassword(c.ctx, await requireCustomer(c), await body(c, changePasswordBody))],
  ["POST", /^\/api\/user\/reset-password$/, async (c) => customers.requestPasswordReset(c.ctx, (await body(c, resetPasswordBody)).email, c.store)],
  ["POST", /^\/api\/user\/create-password$/, async (c) => customers.resetPassword(c.ctx, await body(c, createPasswordBody))],
  ["POST", /^\/api\/user\/otp\/send$/, async (c) => customers.sendSignInCode(c.ctx, (await body(c, otpSendBody)).mobile)],
  ["POST", /^\/api\/user\/otp\/login$/, async (c) => customers.loginWithCode(c.ctx, await body(c, otpLoginBody))],
  [
    "GET",
    /^\/api\/user\/sessions$/,
    async (c) => {
      const who = await requireCustomer(c);
      const sessions = await liveSessions(c.ctx.db, who.customerId, c.ctx.now());
      return sessions.map((s) => ({ ...s, current: s.id === who.sessionId }));
    },
  ],
  [
    "POST",
    /^\/api\/user\/social\/sign-in$/,
    async (c) => {
      requireIdentityKey(c);
      return signInWithIdentity(c.ctx, await body(c, identitySchema), c.store);
    },
  ],
  [
    "POST",
    /^\/api\/user\/social\/link$/,
    async (c) => {
      requireIdentityKey(c);
      return linkIdentity(c.ctx, await requireCustomer(c), await body(c, identitySchema));
    },
  ],
  ["GET", /^\/api\/user\/social\/identities$/, async (c) => listIdentities(c.ctx, await requireCustomer(c))],
  ["POST", /^\/api\/user\/social\/identities\/(\d{1,9})\/unlink$/, async (c) => unlinkIdentity(c.ctx, await requireCustomer(c), Number(c.path[0]))],
  ["POST", /^\/api\/user\/sessions\/sign-out-others$/, async (c) => customers.signOutOtherDevices(c.ctx, await requireCustomer(c))],
  [
    "GET",
    /^\/api\/user\/order-history$/,
    async (c) => {
      const who = await requireCustomer(c);
      return listOrders(c.ctx.db, who.customerId, parse(orderHistoryParams, Object.fromEntries(c.params)));
    },
  ],
];
