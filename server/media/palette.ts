/** FNV-1a, 32 bit: a stable, well-spread hash for seed strings. */
export function hashString(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3's finaliser: FNV alone leaves similar seeds with similar low bits (and hues).
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function createRng(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element of a non-empty list by hash. */
export function pick<T>(list: readonly [T, ...T[]], hash: number): T {
  return list[hash % list.length] ?? list[0];
}

const hex2 = (value: number): string =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** HSL (degrees, percent, percent) to `#rrggbb`. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return `#${hex2(channel(h + 1 / 3) * 255)}${hex2(channel(h) * 255)}${hex2(channel(h - 1 / 3) * 255)}`;
}

export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const WHITE = '#ffffff';
export const INK = '#1a1a1a';
/** Secondary text on white (about 6.9:1). */
export const MUTED = '#575757';
/** WCAG AA for normal-size text; a little margin is added when colours are adjusted. */
export const AA_CONTRAST = 4.5;
const TARGET = AA_CONTRAST + 0.15;

/** White or ink, whichever contrasts more with the background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

export interface ColourPair {
  background: string;
  text: string;
}

/**
 * Builds a background of the given hue and saturation with text on it, moving the lightness away
 * from the text colour until the pair reaches AA. It always terminates: black/white reach 21:1.
 */
export function pairWithContrast(
  hue: number,
  saturation: number,
  lightness: number,
  text: 'light' | 'dark',
): ColourPair {
  const textColour = text === 'light' ? WHITE : INK;
  let l = lightness;
  for (;;) {
    const background = hslToHex(hue, saturation, l);
    if (contrastRatio(background, textColour) >= TARGET || l <= 0 || l >= 100) {
      return { background, text: textColour };
    }
    l += text === 'light' ? -1 : 1;
  }
}

/** A coloured text on a fixed background, darkened until it reaches AA. */
export function inkWithContrast(hue: number, saturation: number, lightness: number, background: string): string {
  let l = lightness;
  for (;;) {
    const ink = hslToHex(hue, saturation, l);
    if (contrastRatio(ink, background) >= TARGET || l <= 0) return ink;
    l -= 1;
  }
}

export interface Palette {
  hue: number;
  /** Brand colour for banners and big shapes. */
  primary: string;
  onPrimary: string;
  primaryDark: string;
  onPrimaryDark: string;
  /** Lighter shade of the brand colour for decoration only (never behind text). */
  primarySoft: string;
  /** Border of cards and labels; decoration only. */
  frame: string;
  /** Contrasting colour for discount bursts and badges. */
  accent: string;
  onAccent: string;
  /** Price-tag colour and the colour of prices drawn on it. */
  tag: string;
  onTag: string;
  /** Very light tint used as page background. */
  light: string;
  onLight: string;
  /** Decorative tint, between `light` and `primarySoft`. */
  tint: string;
  surface: string;
  ink: string;
  muted: string;
}

const hueDistance = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

// Hues spread evenly for the eye (HSL crowds greens and blues), like a shelf of retail brands.
const BRAND_HUES = [0, 8, 18, 28, 40, 50, 62, 95, 130, 150, 170, 188, 200, 212, 224, 240, 262, 285, 305, 322, 338, 350] as const;

// Leaflet-style signal colours for bursts: red, orange, blue, green, magenta.
const ACCENT_HUES = [354, 24, 214, 148, 326] as const;

/** Deterministic colour scheme from a seed; every text/background pair in it reaches WCAG AA. */
export function paletteFromSeed(seed: string): Palette {
  const hash = hashString(seed);
  const hue = (pick(BRAND_HUES, hash) + ((hash >>> 5) % 7) - 3 + 360) % 360;
  const saturation = 62 + ((hash >>> 9) % 22);
  // Orange, amber, yellow and lime only look like themselves when bright, so they carry dark text.
  const bright = hue >= 22 && hue <= 80;
  const primaryPair = bright
    ? pairWithContrast(hue, 92, 52, 'dark')
    : pairWithContrast(hue, saturation, 40 + ((hash >>> 17) % 8), 'light');
  // Dark shades of yellow and orange turn olive or brown, so bright brands pair with navy or charcoal.
  const darkPair = bright
    ? pairWithContrast(222, ((hash >>> 21) & 1) === 0 ? 64 : 12, 26, 'light')
    : pairWithContrast(hue, Math.min(90, saturation + 8), 28, 'light');

  const start = (hash >>> 13) % ACCENT_HUES.length;
  let accentHue: number = ACCENT_HUES[start] ?? 354;
  for (let i = 0; i < ACCENT_HUES.length; i++) {
    const candidate = ACCENT_HUES[(start + i) % ACCENT_HUES.length] ?? 354;
    if (hueDistance(candidate, hue) >= 50) {
      accentHue = candidate;
      break;
    }
  }
  const accentPair = pairWithContrast(accentHue, 84, 46, 'light');

  // Price tags are yellow with red prices; a yellow brand uses its own colour with dark prices.
  const tag = bright ? primaryPair.background : hslToHex(50, 100, 56);
  const onTag = bright ? INK : inkWithContrast(356, 88, 40, tag);

  return {
    hue,
    primary: primaryPair.background,
    onPrimary: primaryPair.text,
    primaryDark: darkPair.background,
    onPrimaryDark: darkPair.text,
    primarySoft: hslToHex(hue, saturation, bright ? 70 : 62),
    frame: bright ? darkPair.background : primaryPair.background,
    accent: accentPair.background,
    onAccent: accentPair.text,
    tag,
    onTag,
    light: hslToHex(hue, 55, 96),
    onLight: INK,
    tint: hslToHex(hue, 50, 88),
    surface: WHITE,
    ink: INK,
    muted: MUTED,
  };
}

/** Every text-on-background combination the generators draw, for contrast checks. */
export function textPairs(palette: Palette): ReadonlyArray<readonly [text: string, background: string, name: string]> {
  return [
    [palette.onPrimary, palette.primary, 'onPrimary/primary'],
    [palette.onPrimaryDark, palette.primaryDark, 'onPrimaryDark/primaryDark'],
    [palette.onAccent, palette.accent, 'onAccent/accent'],
    [palette.onTag, palette.tag, 'onTag/tag'],
    [palette.onLight, palette.light, 'onLight/light'],
    [palette.onLight, palette.tint, 'onLight/tint'],
    [palette.ink, palette.surface, 'ink/surface'],
    [palette.muted, palette.surface, 'muted/surface'],
    [palette.primaryDark, palette.surface, 'primaryDark/surface'],
  ];
}
