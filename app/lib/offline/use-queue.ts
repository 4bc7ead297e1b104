import { useEffect, useState } from "react";
import { onQueueChange, readQueue, type QueueName } from "./queue-store";

/** One owner's entries of a queue, oldest first, read again whenever the queue changes (in this tab or another). */
export function useQueueOf<T extends { owner: string; created: number }>(queue: QueueName, owner: string): T[] {
  const [entries, setEntries] = useState<T[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void readQueue<T>(queue).then(
        (all) => current && setEntries(all.filter((entry) => entry.owner === owner)),
        (error: unknown) => console.warn(`${queue}: unreadable:`, error),
      );
    read();
    const stop = onQueueChange((changed) => changed === queue && read());
    return () => {
      current = false;
      stop();
    };
  }, [queue, owner]);
  return entries;
}
