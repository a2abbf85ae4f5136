import { describe, expect, it } from 'vitest';
import { groupByLetter, isBeyond, letterAnchor, letterOf, OTHER_LETTER } from './az-groups';

describe('letterOf', () => {
  it('files a title under its first letter, accents removed', () => {
    expect(letterOf('bouwhuis')).toBe('B');
    expect(letterOf('ÉlectroPoint')).toBe('E');
    expect(letterOf('  Île de Beauté')).toBe('I');
  });

  it('files digits and signs under #', () => {
    expect(letterOf('4Wheels')).toBe(OTHER_LETTER);
    expect(letterOf('#deals')).toBe(OTHER_LETTER);
    expect(letterOf('')).toBe(OTHER_LETTER);
  });
});

describe('groupByLetter', () => {
  it('groups in alphabet order, # first, keeping the order inside a letter', () => {
    const groups = groupByLetter([{ title: 'Ikea' }, { title: 'Aldi' }, { title: 'Île' }, { title: '123 Shop' }, { title: 'Action' }]);
    expect(groups.map((group) => group.letter)).toEqual(['#', 'A', 'I']);
    expect(groups[1]?.entries.map((entry) => entry.title)).toEqual(['Aldi', 'Action']);
    expect(groups[2]?.entries.map((entry) => entry.title)).toEqual(['Ikea', 'Île']);
  });

  it('is empty for no entries', () => {
    expect(groupByLetter([])).toEqual([]);
  });
});

describe('isBeyond', () => {
  it('is true only for letters after the last loaded one', () => {
    expect(isBeyond('G', ['A', 'B', 'F'])).toBe(true);
    expect(isBeyond('E', ['A', 'B', 'F'])).toBe(false);
    expect(isBeyond('F', ['A', 'B', 'F'])).toBe(false);
    expect(isBeyond('A', [])).toBe(true);
  });
});

describe('letterAnchor', () => {
  it('makes ids that are safe in a URL fragment', () => {
    expect(letterAnchor('az-store', 'B')).toBe('az-store-b');
    expect(letterAnchor('az-store', OTHER_LETTER)).toBe('az-store-0-9');
  });
});
