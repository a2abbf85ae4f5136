import { describe, expect, it } from 'vitest';
import { buildLexicon, corrections } from './lexicon';
import { readSearch } from './query';
import { buildVocabulary, pairsOfTitle } from './vocabulary';

describe('readSearch', () => {
  it('folds accents and case and keeps letters and digits only', () => {
    expect(readSearch('  Crème   BRÛLÉE & co:* 50%!')).toMatchObject({ text: 'creme brulee co 50', words: ['creme', 'brulee', 'co', '50'], folderJump: false });
    expect(readSearch('Œufs')?.text).toBe('oeufs');
    expect(readSearch('☕🍰 !!')).toBeNull();
  });

  it('reads folder words at the start or the end as a jump to folders', () => {
    expect(readSearch('folders van Aldi')).toMatchObject({ folderJump: true, words: ['aldi'] });
    expect(readSearch('Dépliant de Brico')).toMatchObject({ folderJump: true, words: ['brico'] });
    expect(readSearch('bouwhuis folder')).toMatchObject({ folderJump: true, words: ['bouwhuis'] });
    expect(readSearch('folder')).toMatchObject({ folderJump: true, words: [] });
    expect(readSearch('folderhouder')).toMatchObject({ folderJump: false });
  });
});

describe('the bilingual vocabulary', () => {
  it('pairs the one-word parts of translated titles, without quantities and articles', () => {
    expect(pairsOfTitle('Truffels 200 g', 'Truffes 200 g')).toEqual([['truffels', 'truffes']]);
    expect(pairsOfTitle('Koffie & thee', 'Le café et le thé')).toEqual([['koffie', 'cafe'], ['thee', 'the']]);
    expect(pairsOfTitle('Rode wijn', 'Vin rouge')).toEqual([]);
  });

  it('maps both ways and always holds the curated words', () => {
    const vocabulary = buildVocabulary([['Luiers', 'Les langes']]);
    expect(vocabulary.get('luiers')).toContain('langes');
    expect(vocabulary.get('langes')).toContain('luiers');
    expect(vocabulary.get('koffie')).toContain('cafe');
    expect(vocabulary.get('cafe')).toContain('koffie');
  });
});

describe('typo corrections', () => {
  const lexicon = buildLexicon(['koffie', 'koffiemachine', 'nespresso', 'kodak', 'kast']);

  it('corrects a word that starts no known word to the closest known ones', () => {
    expect(corrections(lexicon, 'koffei')).toEqual(['koffie']);
    expect(corrections(lexicon, 'nespreso')).toEqual(['nespresso']);
    expect(corrections(lexicon, 'kofiemachine')).toEqual(['koffiemachine']);
  });

  it('leaves prefixes being typed, short words and far words alone', () => {
    expect(corrections(lexicon, 'koff')).toEqual([]);
    expect(corrections(lexicon, 'kat')).toEqual([]);
    expect(corrections(lexicon, 'koffiezetapparaat')).toEqual([]);
  });
});
