/**
 * Product illustrations for the demo catalogue (which has no photos).
 *
 * `renderProductSvg` draws a small, flat, deterministic SVG of a device kind: a pale tint of the
 * brand colour as the background, the device in neutral greys with the brand colour as accent, and
 * the brand name underneath (only when the image is at least 200px wide).
 *
 * Every drawing lives in a 100×100 design square that is scaled and centred into the requested
 * width × height (minus a text band), so one drawing serves the gallery (600×744), the product
 * grid (310×300) and the cart (150×150).
 *
 * Views: 1 = front, 2 = a variation (back, closed, angled or a companion piece),
 * 3 = the front in the alternative colourway (dark ↔ light), or a detail for a few kinds.
 */
import type { DeviceKind } from "../contract/device-kinds";

export interface ProductSvgInput {
  kind: DeviceKind;
  brandName: string;
  /** `#rgb` or `#rrggbb`; anything else falls back to a neutral slate. */
  brandColor: string;
  view: 1 | 2 | 3;
  width: number;
  height: number;
  /** Accessible title; defaults to the brand name. */
  label?: string;
}

/** Used when the brand colour is not a hex colour. */
export const FALLBACK_COLOR = "#5b6770";
/** Below this width the brand name is not drawn. */
export const MIN_TEXT_WIDTH = 200;

// ---------------------------------------------------------------------------------------------
// Colour helpers

function normalizeHex(value: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(typeof value === "string" ? value.trim() : "");
  if (!m) return null;
  let h = m[1]!.toLowerCase();
  if (h.length === 3) h = h[0]! + h[0] + h[1] + h[1] + h[2] + h[2];
  return "#" + h;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blend `a` towards `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  let out = "#";
  for (let i = 0; i < 3; i++) out += Math.round(x[i]! + (y[i]! - x[i]!) * t).toString(16).padStart(2, "0");
  return out;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max - 1).join("").trimEnd() + "…";
}

const num = (n: number) => String(Math.round(n * 100) / 100);

// ---------------------------------------------------------------------------------------------
// Shape primitives (design units, 0–100). The device group carries a thin outline stroke, so
// highlights opt out with `NS`.

interface Pal {
  /** body, secondary body, details, deep holes/lenses, outline */
  b: string;
  b2: string;
  b3: string;
  k: string;
  ln: string;
  /** brand accent, light accent, screen, background */
  a: string;
  al: string;
  sc: string;
  bg: string;
  dark: boolean;
}
type View = 1 | 2 | 3;
type Shape = (p: Pal, v: View) => string;

const NS = ' stroke="none"';
const W = "#ffffff";
const METAL = "#b7bec8";
const op = (o: number) => ` opacity="${o}"`;
const R = (x: number, y: number, w: number, h: number, rx: number, f: string, ex = "") =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rx ? ` rx="${num(rx)}"` : ""} fill="${f}"${ex}/>`;
const C = (cx: number, cy: number, r: number, f: string, ex = "") => `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${f}"${ex}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, f: string, ex = "") =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${f}"${ex}/>`;
const P = (d: string, f: string, ex = "") => `<path d="${d}" fill="${f}"${ex}/>`;
/** Stroked, unfilled path. */
const L = (d: string, s: string, w: number, ex = "") => `<path d="${d}" fill="none" stroke="${s}" stroke-width="${w}"${ex}/>`;
/** Stroked path with an outline (a wider stroke underneath). */
const LO = (p: Pal, d: string, s: string, w: number) => L(d, p.ln, w + 1.6, ' stroke-linecap="round"') + L(d, s, w, ' stroke-linecap="round"');
/** Dashed stroke: grilles, slats, key rows, LED rows. */
const D = (d: string, s: string, w: number, da: string) => L(d, s, w, ` stroke-dasharray="${da}"`);
/** Unfilled ring. */
const ring = (cx: number, cy: number, r: number, s: string, w: number) => C(cx, cy, r, "none", ` stroke="${s}" stroke-width="${w}"`);
const G = (t: string, inner: string) => `<g transform="${t}">${inner}</g>`;

/** A screen with a diagonal glare band. */
function scr(p: Pal, x: number, y: number, w: number, h: number, rx: number): string {
  return (
    R(x, y, w, h, rx, p.sc) +
    P(`M${num(x + w * 0.5)} ${y}H${num(x + w * 0.78)}L${num(x + w * 0.38)} ${num(y + h)}H${num(x + w * 0.1)}Z`, W, NS + op(0.09))
  );
}

/** A camera lens: dark barrel, tinted glass and a glint. */
function lens(p: Pal, cx: number, cy: number, r: number): string {
  return C(cx, cy, r, p.k) + C(cx, cy, r * 0.6, p.sc, NS) + C(cx - r * 0.3, cy - r * 0.3, r * 0.2, W, NS + op(0.75));
}

/** A game controller in its own 100-unit box (used by console and controller). */
function pad(p: Pal): string {
  return (
    P("M28 34H72C84 34 90 44 92 58L94 70C95 78 86 82 80 74L72 64H28L20 74C14 82 5 78 6 70L8 58C10 44 16 34 28 34Z", p.b) +
    P("M24 44h4v5h5v4h-5v5h-4v-5h-5v-4h5z", p.b3, NS) +
    C(75, 44, 2.6, p.a) +
    C(81, 50, 2.6, p.b3) +
    C(69, 50, 2.6, p.b3) +
    C(75, 56, 2.6, p.b3) +
    C(38, 59, 5.5, p.k) +
    C(62, 59, 5.5, p.k) +
    C(38, 59, 3.2, p.b2) +
    C(62, 59, 3.2, p.b2) +
    R(44, 39, 12, 3, 1.5, p.a, NS)
  );
}

/** USB-C plug pointing up with its tip at (x, y). */
const plug = (p: Pal, x: number, y: number) => R(x - 3.5, y, 7, 7, 2, METAL) + R(x - 5, y + 6, 10, 15, 3, p.b) + R(x - 5, y + 17, 10, 2, 0, p.a, NS);

const wifi = (p: Pal, x: number, y: number) =>
  L(`M${x - 5.7} ${y - 5.7}A8 8 0 0 1 ${x + 5.7} ${y - 5.7}M${x - 10.6} ${y - 10.6}A15 15 0 0 1 ${x + 10.6} ${y - 10.6}`, p.a, 2.6, ' stroke-linecap="round"') +
  C(x, y, 2.2, p.a, NS);

// ---------------------------------------------------------------------------------------------
// The drawings. `v` is 1 or 2 for geometry; view 3 reaches the shapes as 3 with the palette
// flipped, and most shapes draw their front view for it.

const front = (v: View) => v !== 2;

const shapes: Record<DeviceKind, Shape> = {
  phone: (p, v) =>
    front(v)
      ? R(32, 8, 36, 84, 7, p.b) + scr(p, 35, 11, 30, 78, 4.5) + R(44.5, 14, 11, 3.4, 1.7, p.k, NS)
      : R(32, 8, 36, 84, 7, p.b) + R(35, 11, 18, 18, 5.5, p.b2) + lens(p, 40, 16, 3.4) + lens(p, 40, 24, 3.4) + lens(p, 47.5, 20, 3.4) + C(50, 56, 4, p.a),

  tablet: (p, v) =>
    front(v)
      ? R(17, 10, 66, 80, 6, p.b) + scr(p, 21, 14, 58, 72, 3) + C(50, 12, 0.9, p.k, NS)
      : R(14, 10, 66, 80, 6, p.b) + R(18, 14, 12, 12, 4, p.b2) + lens(p, 24, 20, 3.5) + C(47, 50, 5, p.a) + R(85, 14, 4, 68, 2, p.b3) + P("M85 82H89L87 88Z", p.b2),

  laptop: (p, v) =>
    front(v)
      ? R(18, 20, 64, 44, 3.5, p.b) + scr(p, 21, 23, 58, 38, 1.5) + R(7, 64, 86, 6, 2.5, p.b2) + R(42, 64, 16, 2, 1, p.b3, NS)
      : P("M26 36H74L88 68H12Z", p.b) + R(12, 68, 76, 5, 2, p.b2) + E(50, 52, 5, 3.4, p.a) + L("M30 40H70", p.b3, 0.8),

  desktop: (p, v) =>
    front(v)
      ? R(6, 18, 62, 42, 3, p.b) + scr(p, 9, 21, 56, 36, 1.5) + R(33, 60, 8, 12, 0, p.b2) + R(24, 72, 26, 4, 2, p.b2) +
        R(72, 16, 22, 66, 3, p.b) + C(83, 24, 2.2, p.a) + D("M83 34V76", p.b3, 12, "1.5 2.2") +
        R(10, 82, 54, 7, 2, p.b2) + D("M13 85.5H61", p.b3, 3.4, "3 1")
      : R(26, 8, 48, 84, 4, p.b) + R(31, 14, 38, 72, 2, p.sc) + L("M43 25L57 39M57 25L43 39M43 49L57 63M57 49L43 63", p.b3, 3) + ring(50, 32, 10, p.a, 2.4) + C(50, 32, 4, p.b2) +
        ring(50, 56, 10, p.a, 2.4) + C(50, 56, 4, p.b2) + R(34, 72, 32, 7, 1.5, p.b2) + R(36, 77, 28, 1.4, 0.7, p.a, NS),

  monitor: (p, v) =>
    front(v)
      ? R(10, 14, 80, 50, 3, p.b) + scr(p, 12.5, 16.5, 75, 45, 1) + R(17, 21, 30, 20, 1.5, p.al, NS + op(0.55)) +
        R(51, 27, 31, 28, 1.5, W, NS + op(0.25)) + R(45, 64, 10, 16, 0, p.b2) + R(32, 80, 36, 5, 2.5, p.b2)
      : R(31, 6, 38, 64, 3, p.b) + scr(p, 33.5, 8.5, 33, 59, 1) + R(37, 13, 25, 16, 1.5, p.al, NS + op(0.55)) + R(37, 33, 25, 30, 1.5, W, NS + op(0.25)) +
        R(45, 70, 10, 12, 0, p.b2) + R(32, 82, 36, 5, 2.5, p.b2),

  tv: (p, v) =>
    front(v)
      ? P("M20 73L15 82H21L27 73ZM80 73L85 82H79L73 73Z", p.b2) + R(4, 20, 92, 54, 2, p.b) + R(6, 22, 88, 50, 0, p.sc) +
        C(72, 36, 6, p.al, NS) + P("M6 72V60Q22 46 40 58T76 54Q86 50 94 56V72Z", p.a, NS + op(0.75)) + P("M6 72V66Q30 58 52 66T94 64V72Z", p.a, NS)
      : R(42, 76, 16, 6, 1, p.b2) + R(30, 82, 40, 4, 2, p.b2) + P("M8 18L88 26V70L8 78Z", p.b) + P("M91 27L88 26V70L91 69Z", p.b2) +
        P("M11 21.5L85 28.5V67.5L11 74.5Z", p.sc) + P("M11 74.5V62Q30 48 50 58T85 56V67.5Z", p.a, NS + op(0.8)) + C(68, 40, 5, p.al, NS),

  projector: (p, v) =>
    front(v)
      ? R(20, 70, 8, 5, 1, p.b2) + R(72, 70, 8, 5, 1, p.b2) + R(12, 38, 76, 33, 8, p.b) + R(52, 42, 28, 4, 2, p.b2) + C(32, 55, 13, p.b2) +
        lens(p, 32, 55, 9) + D("M54 60H82", p.b3, 10, "1.5 2") + C(82, 44, 1.6, p.a, NS)
      : P("M20 72L42 8H94V42Z", p.a, NS + op(0.2)) + R(42, 8, 52, 34, 2, W) + C(80, 18, 4, p.al, NS) + P("M42 42V34Q56 24 68 32T94 30V42Z", p.a, NS) +
        R(6, 64, 38, 22, 6, p.b) + lens(p, 18, 75, 6) + D("M28 72H40", p.b3, 8, "1.5 2"),

  soundbar: (p, v) =>
    front(v)
      ? R(6, 46, 88, 16, 8, p.b) + D("M14 54H86", p.b3, 9, "1 1.6") + R(45, 59, 10, 1.4, 0.7, p.a, NS)
      : R(58, 16, 32, 56, 4, p.b) + C(74, 42, 12, p.b2) + C(74, 42, 7, p.k) + C(74, 42, 2.5, p.a) + R(6, 66, 72, 14, 7, p.b) +
        D("M13 73H71", p.b3, 8, "1 1.6"),

  speaker: (p, v) =>
    front(v)
      ? R(30, 8, 40, 84, 5, p.b) + C(50, 26, 7, p.b2) + C(50, 26, 3.5, p.k) + C(50, 60, 16, p.b2) + C(50, 60, 11, p.k) + C(50, 60, 4, p.b3) +
        C(50, 84, 1.6, p.a, NS)
      : L("M24 36Q24 20 40 20H60Q76 20 76 36", p.b3, 3.5) + R(12, 34, 76, 36, 18, p.b) + D("M22 52H78", p.b3, 30, "1 2.2") +
        R(8, 37, 10, 30, 5, p.b2) + R(82, 37, 10, 30, 5, p.b2) + C(50, 52, 5.5, p.a),

  headphones: (p, v) => {
    const set =
      LO(p, "M25 56V46a25 25 0 0 1 50 0V56", p.b, 5) +
      R(31, 54, 7, 22, 3, p.b2) + R(62, 54, 7, 22, 3, p.b2) + R(16, 50, 18, 30, 8, p.b) + R(66, 50, 18, 30, 8, p.b);
    return front(v)
      ? set + C(25, 65, 3, p.a) + C(75, 65, 3, p.a)
      : G("rotate(-14 50 52)", set + E(25, 65, 6, 10, p.b2) + E(75, 65, 6, 10, p.b2) + ring(25, 65, 3.5, p.a, 1.6) + ring(75, 65, 3.5, p.a, 1.6));
  },

  earbuds: (p, v) => {
    const bud = (x: number, y: number, s: number) => R(x - 2.6, y, 5.2, 20, 2.6, p.b) + C(x, y, 8, p.b) + E(x + 3 * s, y, 2.6, 3.6, p.k, NS);
    return front(v)
      ? R(26, 46, 48, 40, 16, p.b) + L("M26 58H74", p.ln, 0.8) + C(50, 72, 1.8, p.a, NS) + bud(37, 20, 1) + bud(63, 20, -1)
      : P("M26 50V38A24 22 0 0 1 74 38V50Z", p.b) + E(50, 46, 20, 4, p.b2) + P("M26 52H74V70A16 16 0 0 1 58 86H42A16 16 0 0 1 26 70Z", p.b) +
        E(50, 56, 19, 4.5, p.b3) + C(41, 54, 5.5, p.b) + C(59, 54, 5.5, p.b) + E(43, 53, 2, 2.6, p.k, NS) + E(57, 53, 2, 2.6, p.k, NS) +
        C(50, 76, 1.8, p.a, NS);
  },

  camera: (p, v) =>
    front(v)
      ? P("M36 33L40 21H60L64 33Z", p.b) + R(16, 27, 9, 5, 1.5, p.a) + R(10, 31, 80, 49, 6, p.b) + R(10, 31, 17, 49, 6, p.b2) +
        C(53, 56, 20, p.b2) + ring(53, 56, 16.5, p.a, 1.6) + lens(p, 53, 56, 13) + C(80, 39, 2, p.b3)
      : R(40, 18, 20, 14, 3, p.b) + R(44, 20, 12, 9, 3, p.k) + R(70, 26, 10, 5, 1.5, p.a) + R(10, 30, 80, 50, 6, p.b) + scr(p, 17, 39, 46, 33, 2) +
        C(77, 44, 5, p.b2) + C(77, 58, 2.5, p.b3) + C(77, 66, 2.5, p.b3),

  lens: (p, v) =>
    front(v)
      ? R(16, 34, 12, 32, 2, p.b2) + R(26, 28, 56, 44, 4, p.b) + R(40, 28, 24, 44, 0, p.b2) + D("M40 50H64", p.k, 43, "1 1.6") +
        R(69, 28, 3, 44, 0, p.a) + E(84, 50, 4, 22, p.b2) + E(85, 50, 2, 17, p.sc)
      : C(50, 50, 38, p.b) + C(50, 50, 31, p.b2) + ring(50, 50, 27, p.a, 1.6) + lens(p, 50, 50, 23) + C(50, 50, 8, p.k, NS),

  "action-camera": (p, v) =>
    front(v)
      ? R(30, 26, 10, 5, 1.5, p.a) + R(22, 30, 56, 42, 7, p.b) + R(50, 34, 24, 24, 5, p.b2) + lens(p, 62, 46, 8.5) + scr(p, 27, 35, 17, 14, 2) +
        R(28, 63, 8, 3, 1.5, p.a, NS)
      : R(40, 72, 5, 12, 1.5, p.b2) + R(48, 72, 5, 12, 1.5, p.b2) + R(56, 72, 5, 12, 1.5, p.b2) + R(30, 26, 10, 5, 1.5, p.a) +
        R(22, 30, 56, 42, 7, p.b) + scr(p, 27, 35, 46, 32, 2.5),

  drone: (p, v) => {
    if (front(v)) {
      let props = "";
      for (const [x, y] of [[22, 22], [78, 22], [22, 78], [78, 78]] as const)
        props += C(x, y, 15, p.b3, NS + op(0.35)) + L(`M${x - 12} ${y - 4}L${x + 12} ${y + 4}`, p.k, 2.2, ' stroke-linecap="round"') + C(x, y, 3.5, p.b);
      return LO(p, "M22 22L78 78M78 22L22 78", p.b2, 5) + props + R(37, 33, 26, 34, 9, p.b) + C(50, 37, 3, p.k) + C(42, 62, 1.6, p.a, NS) + C(58, 62, 1.6, p.a, NS);
    }
    return LO(p, "M14 44H86", p.b2, 3.5) + E(14, 38, 13, 2.5, p.b3) + E(86, 38, 13, 2.5, p.b3) + R(11, 38, 6, 8, 2, p.b) + R(83, 38, 6, 8, 2, p.b) +
      L("M40 56L32 72M60 56L68 72", p.b3, 2.6) + R(34, 38, 32, 20, 8, p.b) + C(50, 64, 7, p.b2) + lens(p, 50, 64, 4) + R(44, 42, 12, 2, 1, p.a, NS);
  },

  console: (p, v) =>
    front(v)
      ? R(12, 26, 76, 28, 5, p.b) + R(56, 35, 26, 2.2, 1.1, p.k) + C(20, 35, 1.8, p.b3) + R(16, 48, 36, 1.6, 0.8, p.a, NS) +
        G("translate(26 50) scale(.48)", pad(p))
      : R(28, 88, 30, 4, 2, p.b2) + R(30, 8, 26, 80, 5, p.b) + D("M36 14H50", p.k, 4, "1.5 1.5") + R(53, 20, 1.6, 60, 0.8, p.a, NS) +
        C(43, 80, 1.6, p.b3) + G("translate(52 56) scale(.45)", pad(p)),

  controller: (p, v) =>
    front(v) ? pad(p) : G("rotate(-14 50 55)", R(18, 28, 18, 10, 4, p.b2) + R(64, 28, 18, 10, 4, p.b2) + pad(p)),

  smartwatch: (p, v) =>
    front(v)
      ? R(38, 4, 24, 92, 6, p.b2) + R(29, 26, 42, 48, 11, p.b) + R(70, 40, 3.5, 9, 1.5, p.b3) + R(33, 30, 34, 40, 8, "#0d1014") +
        ring(50, 50, 11, p.a, 3.2) + ring(50, 50, 6.5, p.al, 3.2)
      : R(39, 4, 22, 92, 6, p.b2) + R(71, 45, 4, 10, 2, p.b3) + C(50, 50, 23, p.b) + C(50, 50, 19, p.sc) +
        C(50, 50, 15.5, "none", ` stroke="${W}" stroke-width="2.4" stroke-dasharray="1 7.1"` + op(0.6)) +
        L("M50 50V38M50 50L58 55", W, 1.8, ' stroke-linecap="round"') + C(50, 50, 1.8, p.a, NS),

  "fitness-band": (p, v) =>
    front(v)
      ? R(40, 4, 20, 92, 10, p.b) + D("M50 76V92", p.k, 2, "1.2 3") + R(40.5, 26, 19, 44, 9.5, p.b2) + R(43, 30, 14, 36, 7, "#0d1014") +
        C(50, 39, 2.8, p.a, NS) + R(46, 47, 8, 1.6, 0.8, p.al, NS) + R(46, 52, 6, 1.6, 0.8, p.al, NS) + R(46, 57, 7, 1.6, 0.8, p.al, NS)
      : E(50, 50, 24, 32, "none", ` stroke="${p.ln}" stroke-width="10.6"`) + E(50, 50, 24, 32, "none", ` stroke="${p.b}" stroke-width="9"`) +
        R(65, 32, 18, 36, 9, p.b2) + R(67.5, 36, 13, 28, 6.5, "#0d1014") + C(74, 44, 2.4, p.a, NS) + R(71, 51, 6, 1.6, 0.8, p.al, NS),

  "smart-speaker": (p, v) =>
    front(v)
      ? P("M32 24V82A18 5 0 0 0 68 82V24Z", p.b) + D("M34 54H66", p.b2, 52, "0.8 2.2") + E(50, 24, 18, 5, p.b2) + E(50, 24, 13, 3.2, "none", ` stroke="${p.a}" stroke-width="2"`)
      : P("M14 70A36 32 0 0 1 86 70Z", p.b) + D("M22 60H78M28 50H72", p.b2, 1.6, "1 2") + R(14, 68, 72, 8, 4, p.b2) + R(30, 70.8, 40, 2.4, 1.2, p.a, NS),

  "smart-bulb": (p, v) => {
    const glass = v === 2 ? p.al : v === 3 ? "#ffe9a8" : W;
    const halo = v === 2 ? p.a : "#ffc93c";
    return (
      (v === 1 ? "" : C(50, 36, 40, halo, NS + op(0.12)) + C(50, 36, 31, halo, NS + op(0.18))) +
      P("M38 64C38 56 26 50 26 36A24 24 0 0 1 74 36C74 50 62 56 62 64Z", glass) +
      L("M43 54V42L50 36L57 42V54", v === 1 ? p.b3 : p.a, 1.6) +
      R(38.5, 64, 23, 16, 2, p.b3) + D("M50 64V80", p.b2, 23, "1.6 2.4") + P("M44 80H56L53 87H47Z", p.k)
    );
  },

  "security-camera": (p, v) =>
    front(v)
      ? R(72, 20, 16, 30, 4, p.b2) + LO(p, "M80 36L64 44", p.b2, 5) + P("M14 28H70V34H20Z", p.b2) + R(20, 32, 48, 28, 10, p.b) + C(24, 46, 14, p.b2) +
        lens(p, 24, 46, 8) + C(48, 53, 1.6, p.a, NS)
      : R(32, 72, 36, 9, 4.5, p.b) + R(46, 58, 8, 15, 0, p.b2) + R(30, 18, 40, 42, 14, p.b) + C(50, 39, 12, p.b2) + lens(p, 50, 39, 8.5) + C(50, 24, 1.6, p.a, NS),

  vacuum: (p, v) =>
    front(v)
      ? E(50, 62, 40, 20, p.b2) + E(50, 56, 40, 20, p.b) + E(50, 56, 30, 13, "none", ` stroke="${p.b2}" stroke-width="1.4"`) +
        P("M40 50V44A10 4 0 0 1 60 44V50A10 4 0 0 1 40 50Z", p.b2) + E(50, 44, 10, 4, p.b3) + E(50, 64, 4, 2, p.a)
      : LO(p, "M58 36L42 82", p.b3, 3.5) + LO(p, "M64 24Q66 8 78 12L74 32", p.b, 4.5) + C(64, 30, 9, p.b) + C(64, 30, 4, p.b2) +
        R(44, 20, 13, 26, 5, p.a, op(0.8)) + R(46, 24, 9, 2, 1, W, NS + op(0.5)) + R(24, 80, 38, 10, 4, p.b) + R(26, 87, 34, 1.6, 0.8, p.a, NS),

  refrigerator: (p, v) =>
    front(v)
      ? R(26, 6, 48, 88, 4, p.b) + L("M26 34H74", p.ln, 0.8) + R(30, 14, 3, 14, 1.5, p.b3) + R(30, 40, 3, 24, 1.5, p.b3) + R(58, 40, 11, 7, 1.5, p.sc) +
        C(63.5, 43.5, 1.2, p.a, NS)
      : R(14, 8, 72, 84, 4, p.b) + L("M50 8V62M14 62H86", p.ln, 0.8) + R(45, 22, 2.5, 28, 1.2, p.b3) + R(52.5, 22, 2.5, 28, 1.2, p.b3) +
        R(40, 67, 20, 2.5, 1.2, p.b3) + R(22, 22, 14, 20, 2, p.sc) + R(26, 26, 6, 3, 1, p.a, NS),

  "washing-machine": (p, v) => {
    const body = R(20, 8, 60, 84, 5, p.b) + L("M20 25H80", p.ln, 0.8) + R(26, 13, 14, 7, 1.5, p.b2) + R(46, 13, 14, 7, 1.5, p.sc) + C(70, 16.5, 4, p.b2) + C(70, 16.5, 1.3, p.a, NS);
    return front(v)
      ? body + C(50, 58, 22, p.b2) + C(50, 58, 16, p.sc) + P("M34.5 62Q42 56 50 62T65.5 62A16 16 0 0 1 34.5 62Z", p.a, NS + op(0.75)) +
          P("M46 44A14 14 0 0 1 62 50", "none", ` stroke="${W}" stroke-width="2"` + op(0.3))
      : body + C(50, 58, 20, p.b3) + C(50, 58, 16, p.k) + D("M50 58m-10 0a10 10 0 1 0 20 0a10 10 0 1 0-20 0", p.b3, 1.6, "1 3") +
          E(14, 58, 8, 22, p.b2) + E(14, 58, 4.5, 15, p.sc);
  },

  microwave: (p, v) => {
    const panel = R(72, 34, 16, 7, 1.5, p.sc) + R(74, 36.5, 8, 2, 1, p.a, NS) + D("M73 48H87M73 53H87M73 58H87", p.b3, 3, "3 1.7") + C(80, 66, 3.5, p.b2);
    return front(v)
      ? R(10, 26, 82, 50, 5, p.b) + R(15, 31, 52, 40, 3, p.b2) + scr(p, 18, 34, 46, 34, 2) + panel + R(16, 76, 8, 3, 1, p.b2) + R(78, 76, 8, 3, 1, p.b2)
      : R(18, 26, 74, 50, 5, p.b) + R(22, 31, 46, 40, 2, mix(p.a, W, 0.78)) + E(45, 64, 18, 4, W) + C(45, 58, 5, p.a) + R(36, 60, 18, 3, 1.5, p.b3) +
          panel + P("M18 27L6 19V85L18 75Z", p.b2) + P("M16 33L8 29V75L16 69Z", p.sc);
  },

  "air-fryer": (p, v) =>
    front(v)
      ? R(24, 10, 52, 80, 14, p.b) + R(37, 17, 26, 20, 6, p.sc) + ring(50, 27, 5, p.a, 1.6) + R(28, 48, 44, 38, 10, p.b2) + R(39, 57, 22, 7, 3.5, p.k)
      : R(14, 10, 52, 80, 14, p.b) + R(27, 17, 26, 20, 6, p.sc) + ring(40, 27, 5, p.a, 1.6) + R(18, 48, 44, 38, 10, p.k) +
        R(45, 44, 3, 14, 1, "#e8b64c") + R(50, 42, 3, 16, 1, "#f0c45a") + R(55, 45, 3, 13, 1, "#e8b64c") + R(60, 43, 3, 15, 1, "#f0c45a") +
        R(40, 52, 50, 36, 10, p.b2) + R(78, 60, 14, 7, 3.5, p.k),

  "coffee-machine": (p, v) =>
    front(v)
      ? R(56, 14, 22, 70, 4, p.b) + R(22, 80, 56, 8, 3, p.b) + R(22, 14, 56, 18, 5, p.b) + R(34, 32, 8, 5, 1, p.b2) + L("M38 37V62", "#6b4226", 1.6) +
        P("M30 62H46V74A4 4 0 0 1 42 78H34A4 4 0 0 1 30 74Z", W) + L("M46 65a3.5 3.5 0 0 1 0 7", p.b3, 2) + C(67, 24, 2.5, p.a) + C(67, 42, 2.5, p.b3)
      : E(50, 82, 34, 7, p.b3) + P("M26 46H74V70A12 12 0 0 1 62 82H38A12 12 0 0 1 26 70Z", W) + E(50, 46, 24, 5, "#6b4226") +
        E(50, 46, 14, 2.4, "#c99a6b", NS) + L("M74 54a9 9 0 0 1 0 16", p.b3, 4) + R(32, 58, 36, 3, 1.5, p.a, NS) +
        L("M40 36q-4-6 0-12t0-12M50 36q-4-6 0-12t0-12M60 36q-4-6 0-12t0-12", p.b3, 1.8, ' stroke-linecap="round"' + op(0.8)),

  "air-purifier": (p, v) => {
    const y = v === 2 ? 16 : 0;
    return (
      (v === 2 ? L("M36 20q4-5 8 0t8 0t8 0M30 11q5-5 10 0t10 0t10 0t10 0", p.a, 1.8, ' stroke-linecap="round"') : "") +
      R(30, 10 + y, 40, 80 - y, 12, p.b) + R(34, 14 + y, 32, 10, 5, p.b2) + D(`M34 ${19 + y}H66`, p.k, 6, "1.4 1.2") +
      C(50, 33 + y, 2.5, p.a, NS) + D(`M50 ${42 + y}V84`, p.b2, 28, "1.4 1.8")
    );
  },

  charger: (p, v) =>
    front(v)
      ? R(37, 14, 7, 18, 1, METAL) + R(56, 14, 7, 18, 1, METAL) + R(29, 28, 42, 46, 9, p.b) + R(43, 46, 14, 4, 2, p.k) + R(43, 55, 14, 4, 2, p.k) +
        C(50, 36, 1.6, p.a, NS) + LO(p, "M50 74V90", p.b, 3)
      : E(50, 64, 36, 14, p.b2) + E(50, 59, 36, 14, p.b) + E(50, 59, 22, 8, "none", ` stroke="${p.a}" stroke-width="2"`) +
        P("M53 52L45 60H51L47 66L56 57H50Z", p.a, NS) + LO(p, "M86 62Q94 66 94 80", p.b, 2.6),

  cable: (p, v) =>
    front(v)
      ? LO(p, "M28 40V56C28 86 56 88 62 72C66 60 50 54 46 64C42 76 72 86 72 56V40", p.b, 3) + plug(p, 28, 20) + plug(p, 72, 20)
      : LO(p, "M50 78V98", p.b, 5) + R(43, 64, 14, 16, 4, p.b2) + R(34, 30, 32, 40, 9, p.b) + R(38, 10, 24, 22, 6, METAL) + R(43, 15, 14, 4, 2, p.k) +
        R(34, 58, 32, 4, 0, p.a, NS),

  "power-bank": (p, v) =>
    front(v)
      ? R(30, 12, 40, 76, 8, p.b) + R(38, 16, 9, 3, 1.5, p.k) + R(52, 16, 10, 3, 1.5, p.k) + P("M53 32L42 50H50L47 64L58 46H50Z", p.a, NS) +
        D("M40 76H60", p.a, 2.6, "3.5 2")
      : R(12, 32, 76, 36, 8, p.b) + R(12, 44, 3, 4, 1, p.k) + R(12, 52, 3, 4, 1, p.k) + P("M52 38L42 52H49L46 62L56 48H49Z", p.a, NS) +
        D("M74 40V60", p.a, 2.6, "3.5 2") + LO(p, "M88 50Q96 50 96 62V80", p.b2, 2.6),

  "phone-case": (p, v) => {
    const col = v === 3 ? p.b : p.a;
    return front(v)
      ? R(31, 8, 38, 84, 10, col) + R(35, 12, 19, 19, 6, p.k) + C(40, 17, 2.6, p.b2) + C(40, 25.5, 2.6, p.b2) + C(48.5, 21, 2.6, p.b2) +
          R(69, 26, 1.8, 12, 0.9, col) + L("M36 40V84", W, 1.2, op(0.3))
      : R(31, 8, 38, 84, 10, col) + R(34, 11, 32, 78, 7, mix(col, "#000000", 0.25)) + R(36, 13, 17, 17, 5, p.bg) + R(66, 26, 3, 12, 1.5, col, NS);
  },

  keyboard: (p, v) => {
    const kb =
      R(6, 34, 88, 34, 4, p.b) + D("M10.2 41H89.8M13.3 47H86.7M16.4 53H83.6M19.5 59H80.5", p.b3, 4.4, "5 1.2") + R(10.2, 38.8, 5, 4.4, 1, p.a, NS) +
      R(32, 61.8, 36, 4.4, 1, p.b3, NS);
    return front(v) ? kb : E(50, 62, 42, 6, p.ln, NS + op(0.15)) + G("matrix(.9 0 -.3 .6 20 19)", kb);
  },

  mouse: (p, v) =>
    front(v)
      ? P("M50 14C64 14 68 26 68 44V64C68 78 60 86 50 86S32 78 32 64V44C32 26 36 14 50 14Z", p.b) + L("M50 14V41M32 42Q50 46 68 42", p.ln, 0.8) +
        R(47.5, 21, 5, 12, 2.5, p.a) + C(50, 68, 2.4, p.b3, NS)
      : R(20, 70, 62, 2.5, 1.2, p.b3) + P("M12 66C14 46 40 36 62 40C78 42 90 52 90 64Q90 70 84 70H18Q12 70 12 66Z", p.b) +
        L("M18 64C30 58 60 56 86 62", p.a, 2) + R(38, 50, 8, 4, 2, p.b3) + R(48, 49, 8, 4, 2, p.b3) + R(68, 40, 7, 3, 1.5, p.b2),

  printer: (p, v) => {
    const body = R(30, 14, 40, 24, 1, W) + R(12, 32, 76, 38, 5, p.b) + R(64, 38, 16, 8, 2, p.sc) + C(20, 40, 2, p.a) + R(22, 56, 56, 3, 1.5, p.k);
    return front(v)
      ? body + R(20, 70, 60, 7, 2, p.b2) + L("M35 20H65M35 25H60", p.b3, 1.2)
      : body + P("M28 58H72L76 92H24Z", W) + R(33, 64, 34, 14, 1, p.al, NS) + C(59, 68, 3, p.a, NS) + P("M33 78L42 70L50 78Z", p.a, NS) +
          L("M33 84H66", p.b3, 1.4);
  },

  router: (p, v) =>
    front(v)
      ? R(18, 14, 5, 40, 2.5, p.b2) + R(34, 20, 5, 34, 2.5, p.b2) + R(61, 20, 5, 34, 2.5, p.b2) + R(77, 14, 5, 40, 2.5, p.b2) +
        R(8, 50, 84, 22, 6, p.b) + D("M26 64H74", p.a, 2.4, "2.4 3.6") + R(16, 72, 8, 3, 1, p.b2) + R(76, 72, 8, 3, 1, p.b2)
      : wifi(p, 50, 28) + R(18, 38, 26, 50, 12, p.b) + C(31, 48, 2, p.a, NS) + R(56, 44, 26, 44, 12, p.b) + C(69, 54, 2, p.a, NS) +
        D("M22 82H40M60 82H78", p.b3, 2, "1 2"),

  "storage-drive": (p, v) =>
    front(v)
      ? R(24, 8, 52, 84, 5, p.b) + C(50, 38, 22, "#d5dae1") + ring(50, 38, 15, "#b9c0c9", 0.8) + C(50, 38, 6, p.b3) + C(50, 38, 2, p.k) +
        C(68, 78, 5.5, p.b2) + LO(p, "M68 78L56 52", p.b3, 3) + R(30, 74, 22, 10, 1.5, p.a) +
        C(28.5, 12.5, 1.5, p.b3, NS) + C(71.5, 12.5, 1.5, p.b3, NS) + C(28.5, 87.5, 1.5, p.b3, NS) + C(71.5, 87.5, 1.5, p.b3, NS)
      : R(8, 38, 84, 24, 2, p.b) + D("M84 50H92", "#d9a441", 20, "1 .8") + R(87, 46, 5, 4, 0, p.bg, NS) + C(8, 50, 3.2, p.bg) +
        R(16, 42, 22, 16, 1.5, p.k) + R(44, 42, 30, 16, 1.5, p.k) + R(47, 46, 12, 3, 1.5, p.a, NS),

  "gift-card": (p, v) => {
    const col = v === 3 ? p.b : p.a;
    return front(v)
      ? R(12, 24, 76, 50, 6, col) + R(28, 24, 9, 50, 0, p.al, NS) + R(12, 44, 76, 9, 0, p.al, NS) +
          P("M32.5 48.5C20 30 10 50 32.5 48.5C55 50 45 30 32.5 48.5Z", p.al) + L("M32.5 48.5L24 60M32.5 48.5L41 60", p.al, 3) + C(32.5, 48.5, 3.2, col) +
          R(54, 62, 26, 3, 1.5, W, NS + op(0.7)) + R(66, 30, 14, 6, 3, W, NS + op(0.7))
      : R(12, 24, 76, 50, 6, p.b) + R(12, 31, 76, 10, 0, p.k) + R(18, 48, 40, 8, 1, W) + D("M60 64H82", p.k, 8, "1 1 2 1 1 2 3 1") +
          C(80, 50, 3, p.a, NS);
  },

  warranty: (p, v) => {
    if (v === 2)
      return R(16, 12, 68, 76, 3, W) + R(20, 16, 60, 68, 2, "none", ` stroke="${p.al}" stroke-width="1.4"`) + R(32, 24, 36, 5, 2.5, p.a, NS) +
        L("M28 38H72M28 46H72M28 54H54", p.b3, 2) + P("M56 74L52 92L58 88L62 93L66 76Z", p.a) + C(64, 70, 11, p.a) + C(64, 70, 6.5, p.al, NS);
    const col = v === 3 ? p.b : p.a;
    return P("M50 8L81 19V45C81 68 67 83 50 92C33 83 19 68 19 45V19Z", col) +
      P("M50 15L75 24V45C75 63 64 75 50 83Z", W, NS + op(0.18)) +
      L("M36 49L46 59L65 39", v === 3 ? p.a : W, 6.5, ' stroke-linecap="round" stroke-linejoin="round"');
  },

  software: (p, v) =>
    front(v)
      ? P("M68 16L78 11V81L68 86Z", p.b2) + P("M28 16L38 11H78L68 16Z", p.b3) + R(28, 16, 40, 70, 1, p.b) + R(28, 24, 40, 20, 0, p.a) +
        R(33, 30, 22, 3, 1.5, W, NS) + R(33, 36, 14, 3, 1.5, W, NS + op(0.7)) + C(48, 64, 13, p.al) + C(48, 64, 3.5, p.b)
      : C(50, 50, 38, "#e3e7ec") + ring(50, 50, 30, p.a, 10) + ring(50, 50, 22, p.al, 4) + C(50, 50, 13, W) + C(50, 50, 5, p.bg),
};

// Kinds whose usual finish is light (white goods, accessories, paper); view 3 flips it.
const lightByDefault = new Set<DeviceKind>([
  "earbuds", "smart-bulb", "security-camera", "refrigerator", "washing-machine", "microwave", "air-purifier",
  "charger", "cable", "printer", "gift-card", "warranty", "software",
]);

function palette(accent: string, bg: string, dark: boolean): Pal {
  const lum = luminance(accent);
  // keep the accent visible on both finishes
  const a = lum < 0.08 ? mix(accent, "#ffffff", 0.35) : lum > 0.85 ? mix(accent, "#000000", 0.3) : accent;
  const common = { a, al: mix(a, "#ffffff", 0.55), sc: mix(a, "#0e1116", 0.62), bg, dark };
  return dark
    ? { b: "#2c3037", b2: "#454b54", b3: "#6b727d", k: "#121418", ln: "#15171b", ...common }
    : { b: "#eef0f3", b2: "#d3d8de", b3: "#a9b0ba", k: "#2c3037", ln: "#8a929d", ...common };
}

/** Renders a standalone SVG document illustrating a product of the given kind. */
export function renderProductSvg(input: ProductSvgInput): string {
  const { width, height } = input;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    throw new RangeError(`renderProductSvg: invalid size ${width}×${height}`);
  }
  const view: View = input.view === 2 || input.view === 3 ? input.view : 1;
  const accent = normalizeHex(input.brandColor) ?? FALLBACK_COLOR;
  const bg = mix(accent, "#ffffff", 0.9);
  const darkDefault = !lightByDefault.has(input.kind);
  const p = palette(accent, bg, view === 3 ? !darkDefault : darkDefault);
  const shape = shapes[input.kind] ?? shapes["storage-drive"];

  const brand = (input.brandName ?? "").trim();
  const showText = width >= MIN_TEXT_WIDTH && brand !== "";
  const fs = Math.round(Math.min(22, Math.max(11, width * 0.04)));
  const band = showText ? fs * 2.4 : 0;
  const side = Math.min(width, height - band) * 0.86;
  const s = side / 100;
  const tx = (width - side) / 2;
  const ty = (height - band - side) / 2 + (showText ? fs * 0.4 : 0);
  const title = escapeXml((input.label ?? "").trim() || brand || "Product image");
  const w = num(width);
  const h = num(height);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${title}</title>` +
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<g transform="translate(${num(tx)} ${num(ty)}) scale(${num(s)})" stroke="${p.ln}" stroke-width=".6" stroke-linejoin="round">` +
    C(50, 50, 45, mix(accent, "#ffffff", 0.8), NS) +
    shape(p, view) +
    `</g>` +
    (showText
      ? `<text x="${num(width / 2)}" y="${num(height - fs * 1.05)}" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="${fs}" font-weight="600" letter-spacing=".04em" text-anchor="middle" fill="#3b424c">${escapeXml(truncate(brand, 32))}</text>`
      : "") +
    `</svg>`
  );
}
