import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import sharp from "sharp";
import { APP_ICONS, THEME_COLOUR, type AppIcon } from "../app/lib/web-app";

const SOURCE = new URL("../app/icons/app-icon.svg", import.meta.url);
/** A maskable icon's picture fills the middle 80 % of the square, on the theme colour. */
const MASKABLE_SAFE_ZONE = 0.8;

/** The drawing rendered `size` pixels wide: drawn at that size (a density), not enlarged from a small one. */
async function drawn(svg: Buffer, size: number): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width }).resize(size, size).png().toBuffer();
}

async function png(svg: Buffer, { size, purpose }: AppIcon): Promise<Buffer> {
  if (purpose === "any") return drawn(svg, size);
  const picture = await drawn(svg, Math.round(size * MASKABLE_SAFE_ZONE));
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
    .composite([{ input: picture, gravity: "center" }])
    .png()
    .toBuffer();
}

/**
 * The web manifest's icons (app/lib/web-app.ts), drawn from one SVG at each build into build/client/icons/: no
 * binary copies in the repository to fall out of step with the drawing.
 */
export function appIcons(): Plugin {
  return {
    name: "store-app-icons",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async generateBundle() {
      const svg = await readFile(SOURCE);
      for (const icon of APP_ICONS) this.emitFile({ type: "asset", fileName: icon.file, source: await png(svg, icon) });
    },
  };
}
