import { describe, expect, it } from 'vitest';
import fr from './fr.json';
import nl from './nl.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('messages', () => {
  it('has every key in both locales', () => {
    const nlKeys = new Set(keys(nl));
    const frKeys = new Set(keys(fr));
    expect([...nlKeys].filter((key) => !frKeys.has(key)), 'keys missing in fr.json').toEqual([]);
    expect([...frKeys].filter((key) => !nlKeys.has(key)), 'keys missing in nl.json').toEqual([]);
  });

  it('has no empty messages', () => {
    const empty = (messages: unknown) =>
      keys(messages).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === '');
    expect(empty(nl)).toEqual([]);
    expect(empty(fr)).toEqual([]);
  });
});
