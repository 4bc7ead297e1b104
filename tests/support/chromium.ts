/**
 * Debian's Chromium, as the end-to-end tests and Lighthouse start it: never a downloaded browser, and no
 * background connections (this machine's network is closed, and Chromium would keep retrying them).
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
