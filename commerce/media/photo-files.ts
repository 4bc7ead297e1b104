import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { photoFileName } from "../contract/product-photo";
import type { PhotoFile } from "./photo-sizes";

/**
 * The photos' files in the media folder (MEDIA_DIR, decision 052), which every node of the store reads as it shares
 * the database. A file is written under a temporary name and renamed into place, so no reader ever sees half of
 * one; a name holds the same bytes forever, so writing it again (the same upload twice) changes nothing.
 */

export function photosFolder(mediaDir: string): string {
  return path.join(mediaDir, "photos");
}

export async function writePhotoFiles(mediaDir: string, hash: string, files: PhotoFile[]): Promise<void> {
  const folder = photosFolder(mediaDir);
  await mkdir(folder, { recursive: true });
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(folder, photoFileName(hash, file.width, file.format));
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, file.bytes);
      await rename(temporary, target);
    }),
  );
}

/** Removes every file of an upload; called once no photo row names its hash any more. */
export async function removePhotoFiles(mediaDir: string, hash: string): Promise<void> {
  const folder = photosFolder(mediaDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(`${hash}-`)).map((name) => rm(path.join(folder, name), { force: true })));
}
