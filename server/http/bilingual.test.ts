import { describe, expect, expectTypeOf, it } from 'vitest';
import { localized } from './bilingual';

const row = {
  id: 4,
  titleNl: 'Voeding',
  titleFr: 'Alimentation',
  slugNl: 'voeding',
  slugFr: 'alimentation',
  descriptionNl: 'Alles voor de keuken' as string | null,
  descriptionFr: '' as string | null,
  simplifiedTitleNl: null as string | null,
  simplifiedTitleFr: null as string | null,
  logoPath: 'logo.svg',
  onlyNl: 'x',
};

describe('localized', () => {
  it('gives each xNl/xFr pair as x in the asked language', () => {
    expect(localized(row, 'nl')).toEqual({ title: 'Voeding', slug: 'voeding', description: 'Alles voor de keuken', simplifiedTitle: null });
    expect(localized(row, 'fr')).toMatchObject({ title: 'Alimentation', slug: 'alimentation' });
  });

  it('falls back to Dutch where the French column is empty or null', () => {
    expect(localized(row, 'fr').description).toBe('Alles voor de keuken');
    expect(localized({ titleNl: 'Folder', titleFr: null as string | null }, 'fr').title).toBe('Folder');
    expect(localized(row, 'fr').simplifiedTitle).toBeNull();
  });

  it('leaves other columns out, and types the fields from the row', () => {
    const text = localized(row, 'fr');
    expect(text).not.toHaveProperty('id');
    expect(text).not.toHaveProperty('only');
    expect(text).not.toHaveProperty('logoPath');
    expectTypeOf(text.title).toEqualTypeOf<string>();
    expectTypeOf(text.description).toEqualTypeOf<string | null>();
    // @ts-expect-error a field the row has no pair for
    void text.logo;
  });
});
