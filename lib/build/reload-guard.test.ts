// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './reload-guard';
import { inPlaceLinkTarget } from './stale-link';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('reloadOnce', () => {
  it('reloads, then not again within the guard, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the storage refuses (no guard, no loop)', () => {
    const reload = vi.fn();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnce(refusing, 5, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk app-layout failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    ['Loading chunk 7 failed.', true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
    [42, false],
  ])('%s → %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('inPlaceLinkTarget', () => {
  const here = { origin: 'https://deals.example', href: 'https://deals.example/promos?page=2' };
  type Click = Parameters<typeof inPlaceLinkTarget>[0];
  function clickOn(html: string, init: Partial<Click> = {}): Click {
    document.body.innerHTML = html;
    const target = document.querySelector('[data-click]');
    return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...init };
  }

  it('gives the address of a plain click on a link to another page of the site, also from inside the link', () => {
    expect(inPlaceLinkTarget(clickOn('<a href="/folders" data-click>Folders</a>'), here)).toBe('https://deals.example/folders');
    expect(inPlaceLinkTarget(clickOn('<a href="/fr/promos"><span data-click>Promos</span></a>'), here)).toBe('https://deals.example/fr/promos');
  });

  it('leaves new tabs, modifier keys, downloads, other sites, same-page jumps and non-links alone', () => {
    expect(inPlaceLinkTarget(clickOn('<a href="/folders" target="_blank" data-click>x</a>'), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<a href="/folders" data-click>x</a>', { metaKey: true }), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<a href="/folders" data-click>x</a>', { button: 1 }), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<a href="/file.pdf" download data-click>x</a>'), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<a href="https://elsewhere.example/" data-click>x</a>'), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<a href="#main" data-click>x</a>'), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<button data-click>x</button>'), here)).toBeNull();
    expect(inPlaceLinkTarget(clickOn('<a href="/folders" data-click>x</a>', { defaultPrevented: true }), here)).toBeNull();
  });
});
