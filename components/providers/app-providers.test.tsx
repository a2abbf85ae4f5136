// @vitest-environment jsdom
import { config } from 'zod/v4/core';
import { z } from 'zod';

type ZodConfigHost = typeof globalThis & { __zod_globalConfig?: object };

describe('AppProviders in the browser', () => {
  it('turns off zod’s eval probe for a zod loaded before it', async () => {
    await import('./app-providers');
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });

  it('turns off zod’s eval probe for a zod loaded after it', async () => {
    delete (globalThis as ZodConfigHost).__zod_globalConfig;
    vi.resetModules();
    await import('./app-providers');
    expect((globalThis as ZodConfigHost).__zod_globalConfig).toEqual({ jitless: true });
    const core = await import('zod/v4/core');
    expect(core.config().jitless).toBe(true);
  });
});
