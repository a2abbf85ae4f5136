import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type StorageDriver } from './driver';

/** Files under a folder on this machine (`DATA_DIR/uploads`); the media route serves them. */
export function localDriver(root: string): StorageDriver & { readonly root: string } {
  const fileOf = (key: string): string => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(path.resolve(root), ...key.split('/'));
  };
  return {
    disk: 'local',
    root,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return { bytes: new Uint8Array(await readFile(fileOf(key))), contentType: null };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: () => null,
  };
}
