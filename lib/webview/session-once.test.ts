import { describe, expect, it } from 'vitest';
import { ASKED_KEY, firstTimeThisSession } from './session-once';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('firstTimeThisSession', () => {
  it('answers true once, then false, remembering it in the storage', () => {
    const storage = memoryStorage();
    expect(firstTimeThisSession(storage)).toBe(true);
    expect(storage.values.get(ASKED_KEY)).toBe('1');
    expect(firstTimeThisSession(storage)).toBe(false);
  });

  it('answers false without a storage or when it refuses', () => {
    expect(firstTimeThisSession(null)).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('SecurityError'); } };
    expect(firstTimeThisSession(refusing)).toBe(false);
  });
});
