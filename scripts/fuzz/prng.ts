/**
 * A small seeded PRNG (mulberry32). Every request of a run draws from its own stream, derived from the
 * run's seed and the request's index, so one request can be rebuilt alone (`--seed S --only I`) and
 * the plan does not shift when an earlier request changes shape.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Letters and digits, e.g. for a unique e-mail or an unknown slug. */
  word(length: number): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[this.int(alphabet.length)];
    return out;
  }
}

/** Mixes two numbers into a 32-bit seed (a few rounds of a 32-bit hash; enough to decorrelate streams). */
export function mixSeed(seed: number, index: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const part of [index, index >>> 16, 0x85ebca6b]) {
    h = Math.imul(h ^ part, 0xcc9e2d51) >>> 0;
    h = ((h << 13) | (h >>> 19)) >>> 0;
    h = (Math.imul(h, 5) + 0xe6546b64) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

export function rngFor(seed: number, index: number): Rng {
  return new Rng(mixSeed(seed, index));
}
