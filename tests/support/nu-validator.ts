import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** One error of the W3C Nu HTML checker, located in the document it was found in. */
export interface NuError {
  document: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  extract: string | undefined;
}

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const run = promisify(execFile);
const jar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/**
 * Checks HTML documents with the Nu checker (`vnu-jar` on the system's Java) and returns their errors;
 * warnings are left out. All documents go to one `java` run, since starting the JVM is the slow part.
 */
export async function validateHtml(documents: ReadonlyMap<string, string>): Promise<NuError[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "nu-validator-"));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, html] of documents) {
      const file = path.join(folder, `${String(++index).padStart(3, "0")}.html`);
      files.set(file, name);
      await writeFile(file, html);
    }
    const stdout = await checkFiles([...files.keys()]);
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type !== "info")
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
        return {
          document: files.get(file) ?? (file || "(no document)"),
          line: message.lastLine,
          column: message.firstColumn,
          message: message.message,
          extract: message.extract,
        };
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function checkFiles(files: string[]): Promise<string> {
  const args = ["-jar", jar, "--format", "json", "--stdout", "--errors-only", ...files];
  try {
    return (await run("java", args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    // The checker exits with 1 when it finds errors; its report is still on stdout.
    const { stdout, code } = error as { stdout?: string; code?: number | string };
    if (code === "ENOENT") throw new Error("the Nu HTML checker needs Java: apt-get install -y default-jre-headless");
    if (stdout) return stdout;
    throw error;
  }
}

export function formatNuError(error: NuError): string {
  const where = error.line === undefined ? "" : ` line ${error.line}, column ${error.column ?? "?"}`;
  const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim()}` : "";
  return `${error.document}${where}: ${error.message}${extract}`;
}
