/**
 * The store as an installed app (decision 057): its colours, the brand's and the page's (app/styles/app.css
 * `--color-brand`, `--color-bg`), and its icons, made at build time from app/icons/app-icon.svg
 * (scripts/app-icons-plugin.ts). Relative imports only: the build reads this module.
 */
export const THEME_COLOUR = "#0a6b6b";
export const BACKGROUND_COLOUR = "#ffffff";

export interface AppIcon {
  /** Its path in build/client. */
  file: string;
  size: number;
  /** `maskable`: the picture keeps to the middle 80 %, which a launcher may crop to any shape. */
  purpose: "any" | "maskable";
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/maskable-512.png", size: 512, purpose: "maskable" },
];
