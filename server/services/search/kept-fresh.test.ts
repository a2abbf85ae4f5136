import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { keptFresh } from './kept-fresh';

/** The search engine's kept data: built once, refreshed in the background (docs/search.md, "Warm-up and refresh"). */

const TTL = 10_000;
/** Stands for a database: the kept values are per database object. */
const database = () => ({}) as Db;

/** A build whose answers the test releases one by one. */
function controlledBuild() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const build = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { build, pending };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keptFresh', () => {
  it('builds once per database, whoever asks first and however many ask at once', async () => {
    const { build, pending } = controlledBuild();
    const kept = keptFresh('test', TTL, build);
    const db = database();
    const [a, b] = [kept(db), kept(db)];
    pending[0]?.resolve('v1');
    expect([await a, await b]).toEqual(['v1', 'v1']);
    expect(await kept(db)).toBe('v1');
    expect(build).toHaveBeenCalledTimes(1);
    const other = kept(database());
    expect(build).toHaveBeenCalledTimes(2);
    pending[1]?.resolve('other');
    expect(await other).toBe('other');
  });

  it('warm() builds before any request, and the request then waits for nothing new', async () => {
    const { build, pending } = controlledBuild();
    const kept = keptFresh('test', TTL, build);
    const db = database();
    kept.warm(db);
    expect(build).toHaveBeenCalledTimes(1);
    pending[0]?.resolve('warm');
    expect(await kept(db)).toBe('warm');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('once stale, answers at once with the value it has while a rebuild runs in the background', async () => {
    const { build, pending } = controlledBuild();
    const kept = keptFresh('test', TTL, build);
    const db = database();
    const first = kept(db);
    pending[0]?.resolve('v1');
    await first;
    vi.setSystemTime(Date.now() + TTL + 1);
    // The rebuild has not answered: the caller still gets v1 without waiting for it.
    expect(await kept(db)).toBe('v1');
    expect(await kept(db)).toBe('v1');
    expect(build).toHaveBeenCalledTimes(2);
    pending[1]?.resolve('v2');
    await vi.waitFor(async () => expect(await kept(db)).toBe('v2'));
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps the old value when a rebuild fails, and tries again on the next call', async () => {
    const { build, pending } = controlledBuild();
    const kept = keptFresh('test', TTL, build);
    const db = database();
    const first = kept(db);
    pending[0]?.resolve('v1');
    await first;
    vi.setSystemTime(Date.now() + TTL + 1);
    expect(await kept(db)).toBe('v1');
    pending[1]?.reject(new Error('connection lost'));
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await kept(db)).toBe('v1');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed first build, so the next call builds again', async () => {
    const { build, pending } = controlledBuild();
    const kept = keptFresh('test', TTL, build);
    const db = database();
    const first = kept(db);
    pending[0]?.reject(new Error('not migrated yet'));
    await expect(first).rejects.toThrow('not migrated yet');
    const second = kept(db);
    pending[1]?.resolve('v1');
    expect(await second).toBe('v1');
  });
});
