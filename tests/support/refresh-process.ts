/**
 * One server process's share of a cross-process refresh test: opens the commerce backend on the given database
 * (as each server worker does) and prints `ready`; on the first line read from stdin it sends `times` refreshes
 * of the token at once, and prints their answers as JSON (`status` and the pair or the error code).
 *
 *   node --import tsx tests/support/refresh-process.ts <databaseUrl> <refreshToken> <times>
 */
import { createInterface } from "node:readline";
import { startCommerce } from "../../commerce/service";
import { call } from "./call";

const [databaseUrl = "", refreshToken = "", times = "0"] = process.argv.slice(2);
const commerce = await startCommerce({ databaseUrl });
const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
await new Promise((resolve) => lines.once("line", resolve));
lines.close();
const answers = await Promise.all(Array.from({ length: Number(times) }, () => call(commerce.handler, "POST", "/api/user/refresh", { refreshToken })));
await commerce.close();
process.stdout.write(
  JSON.stringify(answers.map((answer) => (answer.status === 200 ? { status: 200, token: answer.result, refreshToken: answer.meta.refreshToken } : { status: answer.status, error: answer.error?.code }))),
);
