/**
 * What the build writes into the worker (scripts/service-worker-plugin.ts): the version, a hash of the precache
 * list, so that every build that changes the shell is a byte-different worker the browsers notice; and the
 * shell's files every page loads.
 */
declare const __SERVICE_WORKER_VERSION__: string;
declare const __SERVICE_WORKER_PRECACHE__: readonly string[];

export const VERSION = __SERVICE_WORKER_VERSION__;
export const PRECACHE: readonly string[] = __SERVICE_WORKER_PRECACHE__;
