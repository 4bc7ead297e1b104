/** A LIKE pattern for text containing what staff typed, the wildcards they typed dropped. */
export function containing(text: string): string {
  return `%${text.replace(/[%_\\]/g, "")}%`;
}
