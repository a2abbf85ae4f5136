import { describe, expect, it } from 'vitest';
import { backButtonAction } from './back-button-action';

const folder = { route: '/folders/[storeSlug]/[folderDate]', params: { storeSlug: 'prijzenhal', folderDate: '2026-11-18' } };

describe('backButtonAction', () => {
  it('is hidden on home, even with history', () => {
    expect(backButtonAction({ route: '/', params: {}, search: '', hasPrevious: true })).toEqual({ kind: 'hidden' });
  });

  it('is hidden when the history has no previous entry of the site', () => {
    expect(backButtonAction({ route: '/promos', params: {}, search: '', hasPrevious: false })).toEqual({ kind: 'hidden' });
    expect(backButtonAction({ ...folder, search: '?allpromoview=1', hasPrevious: false })).toEqual({ kind: 'hidden' });
  });

  it('goes back one step on any other route', () => {
    expect(backButtonAction({ route: '/promos/[categorySlug]', params: { categorySlug: 'mode' }, search: '?q=jas', hasPrevious: true })).toEqual({
      kind: 'history-back',
    });
    expect(backButtonAction({ route: '/folders/[storeSlug]', params: { storeSlug: 'x' }, search: '?folderpageview=1', hasPrevious: true })).toEqual({
      kind: 'history-back',
    });
  });

  it("goes up to the store's folders from the folder viewer without a sub-view", () => {
    expect(backButtonAction({ ...folder, search: '', hasPrevious: true })).toEqual({ kind: 'store-folders', storeSlug: 'prijzenhal' });
    expect(backButtonAction({ ...folder, search: '?page=3', hasPrevious: true })).toEqual({ kind: 'store-folders', storeSlug: 'prijzenhal' });
  });

  it('removes every sub-view flag and keeps the rest of the query', () => {
    expect(backButtonAction({ ...folder, search: '?folderpageview=1', hasPrevious: true })).toEqual({ kind: 'remove-flags', search: '' });
    expect(backButtonAction({ ...folder, search: 'allpromoview=1&page=4&folderoverview=1', hasPrevious: true })).toEqual({
      kind: 'remove-flags',
      search: '?page=4',
    });
    expect(backButtonAction({ ...folder, search: '?folderoverview', hasPrevious: true })).toEqual({ kind: 'remove-flags', search: '' });
  });
});
