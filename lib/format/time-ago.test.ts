import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe('timeAgo', () => {
  it('reads under a minute, or a moment ahead of the clock, as just now', () => {
    expect(timeAgo(ago(30_000), NOW, 'nl')).toBe('zojuist');
    expect(timeAgo(ago(-5_000), NOW, 'fr')).toBe("à l'instant");
  });

  it('counts the largest whole unit in the reader’s language', () => {
    expect(timeAgo(ago(5 * MINUTE), NOW, 'nl')).toBe('5 minuten geleden');
    expect(timeAgo(ago(5 * MINUTE), NOW, 'fr')).toBe('il y a 5 minutes');
    expect(timeAgo(ago(3 * 60 * MINUTE + 59 * MINUTE), NOW, 'nl')).toBe('3 uur geleden');
    expect(timeAgo(ago(26 * 60 * MINUTE), NOW, 'nl')).toBe('gisteren');
    expect(timeAgo(ago(3 * 24 * 60 * MINUTE), NOW, 'fr')).toBe('il y a 3 jours');
    expect(timeAgo(ago(15 * 24 * 60 * MINUTE), NOW, 'nl')).toBe('2 weken geleden');
    expect(timeAgo(ago(400 * 24 * 60 * MINUTE), NOW, 'fr')).toBe("l’année dernière");
  });
});
