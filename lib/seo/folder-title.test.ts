import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { folderTitle, folderTitleValues, formatDayMonthYear } from './folder-title';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'nl' | 'fr'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'fr' ? fr : nl, namespace: namespace as 'Metadata' }),
}));

describe('formatDayMonthYear', () => {
  it('writes day/month/year from the calendar date, whatever the time zone', () => {
    expect(formatDayMonthYear('2026-11-18')).toBe('18/11/2026');
    expect(formatDayMonthYear('2026-01-01T00:00:00Z')).toBe('01/01/2026');
    expect(formatDayMonthYear('later')).toBe('later');
  });
});

describe('folderTitle', () => {
  const folder = { storeTitle: ' Prijsmarkt ', valid_from: '2026-11-18', valid_to: '2026-11-24' };

  it('gives the ICU values of the folder messages', () => {
    expect(folderTitleValues(folder)).toEqual({ store: 'Prijsmarkt', from: '18/11/2026', to: '24/11/2026' });
  });

  it('builds the title from the store and validity dates in both languages', async () => {
    expect(await folderTitle(folder, 'nl')).toBe('Folder Prijsmarkt van 18/11/2026 tot 24/11/2026');
    expect(await folderTitle(folder, 'fr')).toBe('Dépliant Prijsmarkt du 18/11/2026 au 24/11/2026');
  });
});
