import { getTranslations } from 'next-intl/server';
import { formatDayMonthYear } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';

/** Dates are formatted in one place (docs/product.md, Limits: day/month/year) for titles, cards and pages. */
export { formatDayMonthYear };

/** The fields of a folder its page title is built from (`valid_from`/`valid_to` are `YYYY-MM-DD`). */
export type FolderTitleSource = {
  storeTitle: string;
  valid_from: string;
  valid_to: string;
};

/** The ICU values of `Metadata.folderTitle` / `folderDescription`: `{store}`, `{from}`, `{to}`. */
export function folderTitleValues(folder: FolderTitleSource): { store: string; from: string; to: string } {
  return {
    store: folder.storeTitle.trim(),
    from: formatDayMonthYear(folder.valid_from),
    to: formatDayMonthYear(folder.valid_to),
  };
}

/**
 * A folder page's title (docs/product.md, Routes): the store and the validity dates, e.g.
 * `Folder Prijsmarkt van 18/11/2026 tot 24/11/2026` / `Dépliant Prijsmarkt du 18/11/2026 au 24/11/2026`.
 */
export async function folderTitle(folder: FolderTitleSource, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return t('folderTitle', folderTitleValues(folder));
}
