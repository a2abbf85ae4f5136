import { describe, expect, it } from 'vitest';
import { parsePageParam, readViewerState, subViewFrom, viewerSearch } from './viewer-query';

describe('parsePageParam', () => {
  it('reads a page within the folder', () => {
    expect(parsePageParam('3', 12)).toBe(3);
    expect(parsePageParam(' 12 ', 12)).toBe(12);
  });

  it('clamps pages outside the folder to its first and last page', () => {
    expect(parsePageParam('0', 12)).toBe(1);
    expect(parsePageParam('13', 12)).toBe(12);
    expect(parsePageParam('999999', 12)).toBe(12);
  });

  it('treats a missing or unreadable page as the first page', () => {
    for (const value of [null, undefined, '', 'abc', '-2', '2.5', '1e3', '0x10', '1234567']) expect(parsePageParam(value, 12)).toBe(1);
  });

  it('never answers a page below 1, even for a folder without pages', () => {
    expect(parsePageParam('4', 0)).toBe(1);
  });
});

describe('subViewFrom', () => {
  it('selects the sub-view of a flag, with or without a value', () => {
    expect(subViewFrom(new URLSearchParams('folderpageview'))).toBe('folderpageview');
    expect(subViewFrom(new URLSearchParams('allpromoview=1'))).toBe('allpromoview');
    expect(subViewFrom(new URLSearchParams('page=2&folderoverview=true'))).toBe('folderoverview');
  });

  it('shows the pages without a flag', () => {
    expect(subViewFrom(new URLSearchParams('page=2&utm_source=x'))).toBeNull();
  });

  it('takes the first flag in the product order when several are given', () => {
    expect(subViewFrom(new URLSearchParams('folderoverview=1&folderpageview=1'))).toBe('folderpageview');
  });
});

describe('readViewerState', () => {
  it('combines the page and the sub-view', () => {
    expect(readViewerState(new URLSearchParams('page=30&allpromoview=1'), 8)).toEqual({ page: 8, subView: 'allpromoview' });
  });
});

describe('viewerSearch', () => {
  it('leaves the first page out and writes one flag', () => {
    expect(viewerSearch('', { page: 1, subView: null })).toBe('');
    expect(viewerSearch('', { page: 4, subView: null })).toBe('?page=4');
    expect(viewerSearch('', { page: 4, subView: 'folderpageview' })).toBe('?page=4&folderpageview=1');
  });

  it('replaces the page and the flags but keeps parameters it does not own', () => {
    expect(viewerSearch('?utm_source=mail&page=2&allpromoview=1&folderoverview', { page: 5, subView: null })).toBe('?utm_source=mail&page=5');
    expect(viewerSearch(new URLSearchParams('campaign=x'), { page: 1, subView: 'folderoverview' })).toBe('?campaign=x&folderoverview=1');
  });

  it('round-trips through readViewerState', () => {
    const state = { page: 7, subView: 'allpromoview' } as const;
    expect(readViewerState(new URLSearchParams(viewerSearch('', state)), 10)).toEqual(state);
  });
});
