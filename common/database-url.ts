/** `postgres://` or `postgresql://`: the production engine; anything else is a SQLite file. */
export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(?:ql)?:\/\//.test(databaseUrl);
}
