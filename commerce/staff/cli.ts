/**
 * Staff accounts from the command line, for whoever runs the store's machines (decision 040):
 *   npm run staff -- create --email owner@example.ae --name "Mariam Saeed" --role owner [--locale ar]
 *   npm run staff -- reset-second-factor --email someone@example.ae   (they lost their phone and recovery codes)
 * The password is asked for on the terminal (not echoed), or read from standard input when it is not a terminal:
 *   printf '%s' "$PASSWORD" | npm run staff -- create …
 * Add `--database file:./path.db` to use another database than DATABASE_URL. Everyone after the first owner is
 * invited from the back office.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { config } from "../../common/config.server";
import { createStaff, resetSecondFactor } from "../api/staff/accounts";
import { COMMAND_LINE } from "../api/staff/audit";
import { z } from "zod";
import { emailSchema } from "../api/account/schemas";
import { CommerceHttpError } from "../api/envelope";
import { staffNameSchema, staffPasswordSchema, staffRoleSchema } from "../api/staff/schemas";
import { storeCodes } from "../api/store";
import { migrate, openDatabase, type DB } from "../db/connection";

const USAGE = [
  'usage: npm run staff -- create --email EMAIL --name "NAME" --role owner|operations|support|finance|catalogue [--locale en|ar]',
  "       npm run staff -- reset-second-factor --email EMAIL",
].join("\n");

const createOptions = z.object({
  email: emailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  locale: z.enum(storeCodes).default("en"),
});

/** The password: typed on a terminal without echo, or the whole of standard input (one trailing newline dropped). */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, "");
  }
  const prompt = "Password (12 characters or more): ";
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo the prompt only, never what is typed.
  const write = (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
  (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.startsWith(prompt)) write.call(terminal, prompt);
  };
  const password = await new Promise<string>((resolve) => terminal.question(prompt, resolve));
  terminal.close();
  process.stdout.write("\n");
  return password;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, locale: { type: "string" }, database: { type: "string" } },
  });
  const [command] = positionals;
  if (positionals.length !== 1 || (command !== "create" && command !== "reset-second-factor")) throw new Error(USAGE);
  const databaseUrl = values.database ?? config.databaseUrl;
  if (command === "reset-second-factor") {
    const email = emailSchema.safeParse(values.email);
    if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}\n${USAGE}`);
    await withDatabase(databaseUrl, async (db) => {
      await resetSecondFactor(db, email.data, COMMAND_LINE, new Date());
      console.log(`${email.data} adds an authenticator app again at their next sign-in; their sessions are ended.`);
    });
    return;
  }
  const options = createOptions.safeParse(values);
  if (!options.success) throw new Error(`${options.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("\n")}\n${USAGE}`);
  const password = staffPasswordSchema.safeParse(await readPassword());
  if (!password.success) throw new Error(`password: ${password.error.issues[0]?.message}`);
  await withDatabase(databaseUrl, async (db) => {
    const id = await createStaff(db, options.data, password.data, COMMAND_LINE, new Date()).catch((error: unknown) => {
      if (error instanceof CommerceHttpError && error.detail.code === "staff.exists") throw new Error(`${options.data.email} is already a staff member.`);
      throw error;
    });
    console.log(`Created ${options.data.role} ${options.data.email} (staff #${id}). They add an authenticator app at their first sign-in at /admin.`);
  });
}

async function withDatabase(databaseUrl: string, work: (db: DB) => Promise<void>): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    await work(db);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
