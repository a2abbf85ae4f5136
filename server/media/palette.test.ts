import {
  AA_CONTRAST,
  contrastRatio,
  createRng,
  hashString,
  hslToHex,
  INK,
  paletteFromSeed,
  readableTextOn,
  relativeLuminance,
  textPairs,
  WHITE,
} from './palette';

const seeds = Array.from({ length: 3000 }, (_, i) => `seed-${i}`).concat(['', 'Delvaux Markt', 'Épicerie Léon', '<script>']);

describe('colour maths', () => {
  it('converts HSL and computes WCAG luminance and contrast', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
    expect(hslToHex(0, 0, 100)).toBe('#ffffff');
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks the more readable of white and ink', () => {
    expect(readableTextOn('#003366')).toBe(WHITE);
    expect(readableTextOn('#ffd400')).toBe(INK);
  });
});

describe('seeded randomness', () => {
  it('is deterministic per seed', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    const a = createRng('x');
    const b = createRng('x');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });
});

describe('paletteFromSeed', () => {
  it('is deterministic', () => {
    expect(paletteFromSeed('Delvaux Markt')).toEqual(paletteFromSeed('Delvaux Markt'));
  });

  it('spreads hues over the colour wheel', () => {
    const hues = new Set(seeds.slice(0, 200).map((seed) => Math.floor(paletteFromSeed(seed).hue / 30)));
    expect(hues.size).toBeGreaterThanOrEqual(10);
  });

  it('reaches WCAG AA (4.5:1) for every text colour on its background', () => {
    let worst = Infinity;
    for (const seed of seeds) {
      for (const [text, background, name] of textPairs(paletteFromSeed(seed))) {
        const ratio = contrastRatio(text, background);
        worst = Math.min(worst, ratio);
        if (ratio < AA_CONTRAST) throw new Error(`${seed}: ${name} ${text} on ${background} is ${ratio.toFixed(2)}`);
      }
    }
    expect(worst).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
