import pg from "pg";

/** How long to wait before opening a listening connection again after losing one. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Calls `onNotify` each time a transaction that sent a notification on `channel` (PostgreSQL's NOTIFY)
 * commits, on one connection of its own, opened again whenever it is lost. Notifications sent while it
 * was down are lost: listeners use them to act sooner, never as the only signal. Returns a stop function.
 */
export async function listenForNotifications(databaseUrl: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", onNotify);
    next.on("error", (error) => {
      console.error(`PostgreSQL: listening on ${channel} stopped:`, error.message);
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    // Rows may have arrived while no connection listened.
    onNotify();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
