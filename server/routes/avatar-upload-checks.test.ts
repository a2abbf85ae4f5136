import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../test-support/api-harness';
import { sampleImage } from './account.fixtures';
import { pngBomb } from './upload.fixtures';

/** The avatar upload runs the post images' checks (server/services/uploads/image.ts): the same refusals, its own limits. */

const api = useApiHarness({ accounts: {} });

async function upload(bytes: Uint8Array, name: string, locale: 'nl' | 'fr' = 'nl') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return api.call('POST', '/register/upload-image', { raw: form, locale });
}

describe('POST /register/upload-image checks', () => {
  it('refuses an image whose bytes are another format than its name says', async () => {
    const result = await upload(await sampleImage('png', 40), 'photo.jpg', 'fr');
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ file: ['Le contenu de ce fichier ne correspond pas à l’extension de son nom.'] });
  });

  it('refuses a decompression bomb as too many pixels', async () => {
    const result = await upload(pngBomb(7000, 7000), 'bomb.png');
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ file: ['Deze afbeelding heeft te veel pixels.'] });
  });
});
