import { and, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FolderStatus } from '@/lib/api/folders';
import type { Locale } from '@/lib/i18n/routing';
import { folders } from '../../db/schema';

/** Published folders (a null or future published_at is a draft or scheduled). */
export const isPublishedFolder = lte(folders.publishedAt, sql`now()`);

/** Folders in a validity state on `today`: current includes its first and last day. */
export function folderStatusCondition(status: FolderStatus, today: string): SQL {
  switch (status) {
    case 'current':
      return and(isPublishedFolder, lte(folders.validFrom, today), gte(folders.validTo, today)) as SQL;
    case 'upcoming':
      return and(isPublishedFolder, gt(folders.validFrom, today)) as SQL;
    case 'expired':
      return and(isPublishedFolder, lt(folders.validTo, today)) as SQL;
  }
}

export function folderStatusOf(validFrom: string, validTo: string, today: string): FolderStatus {
  if (validFrom > today) return 'upcoming';
  if (validTo < today) return 'expired';
  return 'current';
}

/** "18/11": docs/product.md, Limits shows dates day/month/year; the year is left out of validity texts. */
function dayMonth(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** The localized validity line of a folder, e.g. "Geldig van 18/11 tot 24/11" or "À partir du 25/11". */
export function validText(locale: Locale, validFrom: string, validTo: string, today: string): string {
  const from = dayMonth(validFrom);
  if (folderStatusOf(validFrom, validTo, today) === 'upcoming') {
    return locale === 'fr' ? `À partir du ${from}` : `Vanaf ${from}`;
  }
  const to = dayMonth(validTo);
  return locale === 'fr' ? `Valable du ${from} au ${to}` : `Geldig van ${from} tot ${to}`;
}
