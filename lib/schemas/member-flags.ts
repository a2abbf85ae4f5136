import { z } from 'zod';
import { MAX_FLAG_ITEMS, type FlagItemRef } from '@/lib/api/member-flag-items';
import { MORPHABLE_TYPES, type MorphableType } from './feed-filter-values';

/**
 * The items of `GET /me/promo-flags?items=Post:1,OnlinePromo:2`: a page of feed cards (at most a
 * page of the feed), each as `Type:id` (lib/api/member-flag-items.ts writes them).
 */

const ITEM = new RegExp(`^(${MORPHABLE_TYPES.join('|')}):([1-9]\\d{0,9})$`);

export const flagItemsParam = z
  .string({ error: 'The items are required.' })
  .max(MAX_FLAG_ITEMS * 24, 'Too many items.')
  .transform((value, context): FlagItemRef[] => {
    const parts = value.split(',');
    if (parts.length > MAX_FLAG_ITEMS) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_FLAG_ITEMS} items.` });
      return z.NEVER;
    }
    const refs: FlagItemRef[] = [];
    for (const part of parts) {
      const match = ITEM.exec(part);
      const id = match ? Number(match[2]) : NaN;
      if (!match || id > 2_147_483_647) {
        context.addIssue({ code: 'custom', message: 'Each item must be Type:id (Post, OnlinePromo, FolderItem or Folder).' });
        return z.NEVER;
      }
      refs.push({ type: match[1] as MorphableType, id });
    }
    return refs;
  })
  .meta({ description: 'Comma-separated Type:id pairs, e.g. Post:1,OnlinePromo:2' });
