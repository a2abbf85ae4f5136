import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, parseEnv } from './env';

describe('configuration', () => {
  it('has defaults that run the demo with no variables at all', () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.API_BASE_URL).toBe('/api');
    expect(config.DATA_DIR).toBe('.data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.UPLOADS_DRIVER).toBe('local');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '', GTM_ID: '' }).DATABASE_URL).toBeUndefined();
  });

  it('rejects bad values with the variable named', () => {
    expect(() => parseEnv({ GTM_ID: 'UA-123' })).toThrow(/GTM_ID/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(parseEnv({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD');
    expect(() => parseEnv({ COOKIE_DOMAIN: 'https://dealwijzer.be' })).toThrow(/COOKIE_DOMAIN/);
    expect(parseEnv({ COOKIE_DOMAIN: 'dealwijzer.be' }).COOKIE_DOMAIN).toBe('dealwijzer.be');
    expect(parseEnv({ COOKIE_DOMAIN: '' }).COOKIE_DOMAIN).toBeUndefined();
  });

  it('reads the members who skip the rotation preview as ids, none by default', () => {
    expect(parseEnv({}).POST_ROTATION_SKIP_USER_IDS).toBeUndefined();
    expect(parseEnv({ POST_ROTATION_SKIP_USER_IDS: ' 12, 57 ' }).POST_ROTATION_SKIP_USER_IDS).toBe('12,57');
    for (const bad of ['12;57', 'abc', '0', '12,']) expect(() => parseEnv({ POST_ROTATION_SKIP_USER_IDS: bad })).toThrow(/POST_ROTATION_SKIP_USER_IDS/);
  });

  it("validates the apps' minimum versions and store pages", () => {
    const config = parseEnv({ APP_MIN_VERSION_IOS: '3.4.1', APP_MIN_VERSION_ANDROID: '2' });
    expect([config.APP_MIN_VERSION_IOS, config.APP_MIN_VERSION_ANDROID]).toEqual(['3.4.1', '2']);
    expect(parseEnv({}).APP_MIN_VERSION_IOS).toBeUndefined();
    expect(parseEnv({}).APP_STORE_URL_IOS).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(() => parseEnv({ APP_MIN_VERSION_IOS: 'v3.4' })).toThrow(/APP_MIN_VERSION_IOS/);
    expect(() => parseEnv({ APP_MIN_VERSION_ANDROID: '3.4-beta' })).toThrow(/APP_MIN_VERSION_ANDROID/);
    expect(() => parseEnv({ APP_STORE_URL_ANDROID: 'http://play.google.com/store' })).toThrow(/APP_STORE_URL_ANDROID/);
    expect(() => parseEnv({ APP_STORE_URL_IOS: 'apps.apple.com' })).toThrow(/APP_STORE_URL_IOS/);
  });

  it('is documented completely in .env.example and the README', () => {
    const example = readFileSync(join(process.cwd(), '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...ENV_KEYS].sort());
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(ENV_KEYS.filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
  });

  it('has the defaults that .env.example and the README table give', () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const example = readFileSync(join(process.cwd(), '.env.example'), 'utf8');
    for (const [, key = '', value = ''] of example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)) {
      if (value !== '') expect(String(defaults[key]), `.env.example ${key}`).toBe(value);
    }
    // README rows `| \`KEY\` | \`default\` | …`; defaults in words ("empty", "Google's certs") are skipped.
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z0-9_]+)` \| `([^`$]+)` \|/gm)];
    expect(rows.length).toBeGreaterThan(5);
    for (const [, key = '', value = ''] of rows) expect(String(defaults[key]), `README ${key}`).toBe(value);
  });

  it('names the browser path one way: CHROME_PATH, in every tool that launches Chromium', () => {
    const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
    const files = ['README.md', '.env.example', 'playwright.config.ts', 'scripts/bench-web.mjs', 'scripts/screenshots.mjs'];
    expect(files.filter((path) => /CHROMIUM_PATH|BROWSER_PATH|CHROME_BIN/.test(read(path)))).toEqual([]);
    expect(files.filter((path) => !read(path).includes('CHROME_PATH'))).toEqual([]);
  });
});
