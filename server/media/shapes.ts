import { hashString, INK, paletteFromSeed, WHITE } from './palette';
import { fitAspect, fitText, num, textBlock, type Box } from './svg';

export const PACKAGE_KINDS = ['box', 'bottle', 'bag', 'can', 'jar', 'carton', 'tube', 'device', 'shirt'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

// Dutch and French keywords (titles and category names) that suggest a packaging.
const KIND_HINTS: ReadonlyArray<readonly [RegExp, readonly PackageKind[]]> = [
  [/\b(bier|bière|biere|cola|frisdrank|soda|limonade|tonic|energy)/iu, ['can', 'bottle']],
  [/\b(wijn|vin|water|eau|drank|dranken|boisson|sap|jus|juice|olie|huile|azijn|vinaigre|ketchup|saus|sauce)/iu, ['bottle']],
  [/\b(melk|lait|room|crème|creme|karnemelk|zuivel|laitier)/iu, ['carton']],
  [/\b(yoghurt|yaourt|confituur|confiture|choco|pasta|pesto|honing|miel|mayonaise|mayonnaise|kaas|fromage|kruiden)/iu, ['jar']],
  [/\b(chips|snack|noten|noix|snoep|bonbon|koffie|café|cafe|rijst|riz|pasta|pâtes|diepvries|surgelé)/iu, ['bag', 'box']],
  [/\b(koek|biscuit|cornflakes|céréales|cereal|muesli|granola|thee|thé|chocola|chocolat|pizza|wasmiddel|lessive|tablet)/iu, ['box']],
  [/\b(tandpasta|dentifrice|crème|creme|gel|zalf|lotion|zonnecrème)/iu, ['tube']],
  [/\b(shampoo|douche|douchegel|zeep|savon|afwas|vaisselle|verzorging|soin|hygiène|hygiene|schoonmaak|nettoyant)/iu, ['bottle', 'tube']],
  [/\b(tv|televisie|télévision|laptop|ordinateur|computer|smartphone|tablet|monitor|écran|scherm|elektronica|électronique|multimedia|gaming)/iu, ['device']],
  [/\b(t-shirt|shirt|hemd|chemise|trui|pull|jurk|robe|jas|veste|broek|pantalon|mode|kleding|vêtement|vetement|fashion)/iu, ['shirt']],
];

/** Chooses a packaging that suits the words in the title or category, else one by hash. */
export function packageKindFor(text: string, seed: string): PackageKind {
  const hash = hashString(`${seed}|kind`);
  for (const [pattern, kinds] of KIND_HINTS) {
    if (pattern.test(text)) return kinds[hash % kinds.length] ?? 'box';
  }
  const everyday: readonly PackageKind[] = ['box', 'bottle', 'bag', 'can', 'jar', 'carton', 'tube'];
  return everyday[hash % everyday.length] ?? 'box';
}

export interface PackageColours {
  body: string;
  bodyDark: string;
  bodyLight: string;
  accent: string;
  label: string;
  labelInk: string;
}

export function packageColours(seed: string): PackageColours {
  const palette = paletteFromSeed(`${seed}|package`);
  return {
    body: palette.primary,
    bodyDark: palette.primaryDark,
    bodyLight: palette.primarySoft,
    accent: palette.accent,
    label: WHITE,
    labelInk: INK,
  };
}

const ASPECTS: Readonly<Record<PackageKind, number>> = {
  box: 0.78,
  bottle: 0.4,
  bag: 0.78,
  can: 0.58,
  jar: 0.8,
  carton: 0.5,
  tube: 0.36,
  device: 1.35,
  shirt: 1.05,
};

type PathCommand = ['M' | 'L', number, number] | ['Q', number, number, number, number] | ['C', number, number, number, number, number, number] | ['Z'];

/** Drawing helpers in coordinates relative to a box (u, v in 0..1), emitting absolute numbers. */
function frame(b: Box) {
  const X = (u: number): string => num(b.x + u * b.width);
  const Y = (v: number): string => num(b.y + v * b.height);
  const W = (u: number): string => num(u * b.width);
  const H = (v: number): string => num(v * b.height);
  return {
    X,
    Y,
    rect(u: number, v: number, w: number, h: number, fill: string, extra = ''): string {
      return `<rect x="${X(u)}" y="${Y(v)}" width="${W(w)}" height="${H(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
    },
    ellipse(cu: number, cv: number, ru: number, rv: number, fill: string, extra = ''): string {
      return `<ellipse cx="${X(cu)}" cy="${Y(cv)}" rx="${W(ru)}" ry="${H(rv)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
    },
    path(commands: readonly PathCommand[], fill: string, extra = ''): string {
      const d = commands
        .map((c) => {
          switch (c[0]) {
            case 'Z':
              return 'Z';
            case 'M':
            case 'L':
              return `${c[0]}${X(c[1])} ${Y(c[2])}`;
            case 'Q':
              return `Q${X(c[1])} ${Y(c[2])} ${X(c[3])} ${Y(c[4])}`;
            case 'C':
              return `C${X(c[1])} ${Y(c[2])} ${X(c[3])} ${Y(c[4])} ${X(c[5])} ${Y(c[6])}`;
          }
        })
        .join('');
      return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
    },
    sub(u: number, v: number, w: number, h: number): Box {
      return { x: b.x + u * b.width, y: b.y + v * b.height, width: w * b.width, height: h * b.height };
    },
  };
}

/** Text (or two placeholder bars when none fits) centred on a package label. */
function labelContent(label: Box, colours: PackageColours, text: string | undefined): string {
  if (text) {
    const fitted = fitText(text, {
      maxWidth: label.width * 0.86,
      maxHeight: label.height * 0.8,
      maxLines: 2,
      maxFontSize: Math.min(44, label.height * 0.42),
      minFontSize: 9,
      weight: 'bold',
      lineHeight: 1.1,
    });
    if (!fitted.cut && fitted.lines.length > 0) {
      return textBlock(fitted, {
        x: label.x + label.width / 2,
        top: label.y + (label.height - fitted.height) / 2,
        fill: colours.labelInk,
        anchor: 'middle',
      });
    }
  }
  const f = frame(label);
  return f.rect(0.18, 0.3, 0.64, 0.14, colours.bodyDark, 'rx="2"') + f.rect(0.28, 0.56, 0.44, 0.1, colours.bodyLight, 'rx="2"');
}

export interface DrawPackageOptions {
  /** Text printed on the label (the packaging is left plain when it does not fit). */
  labelText?: string;
  /** Soft floor shadow under the object. */
  shadow?: boolean;
}

/** A stylised product packaging drawn entirely inside `box`. */
export function drawPackage(kind: PackageKind, box: Box, colours: PackageColours, options: DrawPackageOptions = {}): string {
  const shadowSpace = options.shadow === false ? 0 : Math.min(box.height * 0.06, 24);
  const area: Box = { ...box, height: box.height - shadowSpace };
  const b = fitAspect(area, ASPECTS[kind], 'bottom');
  const f = frame(b);
  const c = colours;
  const shine = 'fill-opacity="0.28"';
  const parts: string[] = [];
  if (shadowSpace > 0) {
    const rx = b.width * 0.55;
    parts.push(
      `<ellipse cx="${num(b.x + b.width / 2)}" cy="${num(box.y + box.height - shadowSpace / 2)}" rx="${num(Math.min(rx, box.width / 2))}" ry="${num(shadowSpace / 2)}" fill="#000000" fill-opacity="0.13"/>`,
    );
  }
  const label = (u: number, v: number, w: number, h: number, rounded = true): void => {
    parts.push(f.rect(u, v, w, h, c.label, rounded ? `rx="${num(Math.min(b.width * w, b.height * h) * 0.12)}"` : ''));
    parts.push(labelContent(f.sub(u, v, w, h), c, options.labelText));
  };

  switch (kind) {
    case 'box':
      parts.push(f.rect(0, 0.1, 0.8, 0.9, c.body));
      parts.push(f.path([['M', 0.8, 0.1], ['L', 1, 0], ['L', 1, 0.9], ['L', 0.8, 1], ['Z']], c.bodyDark));
      parts.push(f.path([['M', 0, 0.1], ['L', 0.2, 0], ['L', 1, 0], ['L', 0.8, 0.1], ['Z']], c.bodyLight));
      parts.push(f.rect(0, 0.17, 0.8, 0.1, c.accent));
      parts.push(f.ellipse(0.62, 0.82, 0.12, 0.12 * (b.width / b.height), c.accent));
      parts.push(f.rect(0.05, 0.12, 0.05, 0.84, WHITE, shine));
      label(0.08, 0.36, 0.64, 0.32);
      break;
    case 'bottle':
      parts.push(f.rect(0.34, 0, 0.32, 0.09, c.accent, `rx="${num(b.width * 0.04)}"`));
      parts.push(f.rect(0.38, 0.085, 0.24, 0.13, c.body));
      parts.push(
        f.path(
          [
            ['M', 0.38, 0.2],
            ['C', 0.38, 0.29, 0.02, 0.3, 0.02, 0.41],
            ['L', 0.02, 0.95],
            ['Q', 0.02, 1, 0.1, 1],
            ['L', 0.9, 1],
            ['Q', 0.98, 1, 0.98, 0.95],
            ['L', 0.98, 0.41],
            ['C', 0.98, 0.3, 0.62, 0.29, 0.62, 0.2],
            ['Z'],
          ],
          c.body,
        ),
      );
      parts.push(f.rect(0.02, 0.9, 0.96, 0.04, c.bodyDark));
      parts.push(f.rect(0.12, 0.38, 0.08, 0.5, WHITE, `${shine} rx="${num(b.width * 0.04)}"`));
      label(0.02, 0.5, 0.96, 0.3, false);
      break;
    case 'bag': {
      const teeth = 8;
      const zig = (top: boolean): PathCommand[] => {
        const edge = top ? 0 : 1;
        const inner = top ? 0.09 : 0.91;
        const commands: PathCommand[] = [['M', 0.03, edge], ['L', 0.97, edge], ['L', 0.97, inner]];
        for (let i = teeth - 1; i >= 0; i--) {
          commands.push(['L', 0.03 + ((i + 0.5) * 0.94) / teeth, top ? inner + 0.02 : inner - 0.02]);
          commands.push(['L', 0.03 + (i * 0.94) / teeth, inner]);
        }
        commands.push(['Z']);
        return commands;
      };
      parts.push(f.path([['M', 0.05, 0.08], ['L', 0.95, 0.08], ['Q', 1, 0.5, 0.95, 0.92], ['L', 0.05, 0.92], ['Q', 0, 0.5, 0.05, 0.08], ['Z']], c.body));
      parts.push(f.path(zig(true), c.bodyDark));
      parts.push(f.path(zig(false), c.bodyDark));
      parts.push(f.ellipse(0.5, 0.66, 0.3, 0.17, c.bodyLight));
      parts.push(f.ellipse(0.42, 0.66, 0.1, 0.07, c.accent));
      parts.push(f.ellipse(0.6, 0.7, 0.09, 0.06, c.accent, 'fill-opacity="0.8"'));
      parts.push(f.rect(0.1, 0.14, 0.06, 0.7, WHITE, `${shine} rx="${num(b.width * 0.03)}"`));
      label(0.14, 0.2, 0.72, 0.26);
      break;
    }
    case 'can':
      parts.push(f.rect(0, 0.06, 1, 0.88, c.body));
      parts.push(f.ellipse(0.5, 0.94, 0.5, 0.06, c.bodyDark));
      parts.push(f.path([['M', 0, 0.36], ['Q', 0.5, 0.28, 1, 0.36], ['L', 1, 0.48], ['Q', 0.5, 0.4, 0, 0.48], ['Z']], c.accent));
      parts.push(f.ellipse(0.5, 0.06, 0.5, 0.06, '#d6d6d6'));
      parts.push(f.ellipse(0.5, 0.065, 0.4, 0.04, '#a9a9a9'));
      parts.push(f.rect(0.1, 0.1, 0.1, 0.78, WHITE, shine));
      label(0.06, 0.56, 0.88, 0.26);
      break;
    case 'jar':
      parts.push(f.rect(0.04, 0.14, 0.92, 0.86, c.bodyLight, `rx="${num(b.width * 0.12)}"`));
      parts.push(f.rect(0.1, 0.3, 0.8, 0.66, c.body, `rx="${num(b.width * 0.08)}"`));
      parts.push(f.rect(0.1, 0, 0.8, 0.16, c.accent, `rx="${num(b.width * 0.04)}"`));
      parts.push(f.rect(0.1, 0.05, 0.8, 0.025, WHITE, 'fill-opacity="0.35"'));
      parts.push(f.rect(0.1, 0.1, 0.8, 0.025, WHITE, 'fill-opacity="0.35"'));
      label(0.04, 0.46, 0.92, 0.3, false);
      parts.push(f.rect(0.1, 0.22, 0.07, 0.7, WHITE, `fill-opacity="0.4" rx="${num(b.width * 0.03)}"`));
      break;
    case 'carton':
      parts.push(f.rect(0, 0.28, 0.72, 0.72, c.body));
      parts.push(f.path([['M', 0.72, 0.28], ['L', 1, 0.22], ['L', 1, 0.94], ['L', 0.72, 1], ['Z']], c.bodyDark));
      parts.push(f.path([['M', 0, 0.28], ['L', 0.1, 0.08], ['L', 0.62, 0.08], ['L', 0.72, 0.28], ['Z']], WHITE));
      parts.push(f.path([['M', 0.72, 0.28], ['L', 0.62, 0.08], ['L', 0.88, 0.03], ['L', 1, 0.22], ['Z']], '#dcdcdc'));
      parts.push(f.rect(0.1, 0.02, 0.52, 0.06, '#ececec'));
      parts.push(f.path([['M', 0, 0.84], ['Q', 0.36, 0.76, 0.72, 0.84], ['L', 0.72, 1], ['L', 0, 1], ['Z']], c.bodyLight));
      label(0.06, 0.42, 0.6, 0.3);
      break;
    case 'tube':
      parts.push(f.path([['M', 0.06, 0.04], ['L', 0.94, 0.04], ['L', 0.8, 0.84], ['L', 0.2, 0.84], ['Z']], c.body));
      parts.push(f.rect(0.02, 0, 0.96, 0.06, c.bodyDark));
      parts.push(f.rect(0.28, 0.84, 0.44, 0.16, c.accent, `rx="${num(b.width * 0.06)}"`));
      label(0.14, 0.22, 0.72, 0.3);
      break;
    case 'device':
      parts.push(f.rect(0, 0, 1, 0.8, '#262626', `rx="${num(b.width * 0.025)}"`));
      parts.push(f.rect(0.025, 0.035, 0.95, 0.73, c.body));
      parts.push(f.path([['M', 0.025, 0.5], ['L', 0.55, 0.035], ['L', 0.975, 0.035], ['L', 0.975, 0.2], ['L', 0.025, 0.76], ['Z']], WHITE, 'fill-opacity="0.16"'));
      parts.push(f.ellipse(0.7, 0.5, 0.12, 0.16, c.accent));
      parts.push(f.path([['M', 0.44, 0.8], ['L', 0.56, 0.8], ['L', 0.6, 0.95], ['L', 0.4, 0.95], ['Z']], '#3a3a3a'));
      parts.push(f.rect(0.3, 0.94, 0.4, 0.06, '#3a3a3a', `rx="${num(b.height * 0.02)}"`));
      break;
    case 'shirt':
      parts.push(
        f.path(
          [
            ['M', 0.31, 0.03],
            ['L', 0.4, 0],
            ['Q', 0.5, 0.1, 0.6, 0],
            ['L', 0.69, 0.03],
            ['L', 1, 0.2],
            ['L', 0.9, 0.42],
            ['L', 0.78, 0.36],
            ['L', 0.78, 1],
            ['L', 0.22, 1],
            ['L', 0.22, 0.36],
            ['L', 0.1, 0.42],
            ['L', 0, 0.2],
            ['Z'],
          ],
          c.body,
        ),
      );
      parts.push(f.path([['M', 0.4, 0], ['Q', 0.5, 0.15, 0.6, 0], ['Q', 0.5, 0.08, 0.4, 0], ['Z']], c.bodyDark));
      parts.push(f.rect(0.22, 0.52, 0.56, 0.08, c.accent));
      parts.push(f.rect(0.22, 0.64, 0.56, 0.03, c.bodyLight));
      break;
  }
  return parts.join('');
}

/** Points of a starburst polygon centred on (cx, cy), all within radius `r`. */
export function burstPoints(cx: number, cy: number, r: number, spikes = 16, innerRatio = 0.84): string {
  const points: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? r : r * innerRatio;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    points.push(`${num(cx + radius * Math.cos(angle))},${num(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** A filled starburst with fitted text, for discounts and badges. */
export function drawBurst(cx: number, cy: number, r: number, text: string, fill: string, ink: string): string {
  const fitted = fitText(text, {
    maxWidth: r * 1.3,
    maxHeight: r * 1.15,
    maxLines: 3,
    maxFontSize: r * 0.62,
    minFontSize: Math.min(9, r * 0.3),
    weight: 'bold',
    lineHeight: 1.05,
  });
  return (
    `<polygon points="${burstPoints(cx, cy, r)}" fill="${fill}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.74)}" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="${num(Math.max(1, r * 0.03))}" stroke-dasharray="${num(r * 0.08)} ${num(r * 0.06)}"/>` +
    textBlock(fitted, { x: cx, top: cy - fitted.height / 2, fill: ink, anchor: 'middle' })
  );
}
