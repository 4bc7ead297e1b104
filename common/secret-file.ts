import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

/** A secret generated once into `file` (mode 600) and read back by every later start and every process. */
export function secretInFile(file: string): string {
  const existing = readSecretFile(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process won the race to create it: use theirs.
    if (error instanceof Error && "code" in error && error.code === "EEXIST") {
      const written = readSecretFile(file);
      if (written) return written;
    }
    throw error;
  }
}

function readSecretFile(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

