import { VERSION } from "./build-constants";

/**
 * The worker's caches. The shell, the route files and the pages belong to one build: a stored page names the
 * build's hashed files, so they are kept and dropped together. Images outlive builds.
 */
const PREFIX = "nour-";

export const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
export const ASSETS_CACHE = `${PREFIX}assets-${VERSION}`;
export const PAGES_CACHE = `${PREFIX}pages-${VERSION}`;
export const IMAGES_CACHE = `${PREFIX}images`;

const CURRENT = [SHELL_CACHE, ASSETS_CACHE, PAGES_CACHE, IMAGES_CACHE];

/** A cache of ours that another build made. */
export const isOutdated = (name: string) => name.startsWith(PREFIX) && !CURRENT.includes(name);
