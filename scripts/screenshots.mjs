import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

// Screenshots of pages on a phone and a desktop viewport, for looking at what we built:
//   node scripts/screenshots.mjs http://localhost:3000 / /fr /folders …
// Files land in screenshots/<viewport>-<path>.png (git-ignored; SHOTS_DIR=screenshots/mine for another folder).
// Members' pages: SHOTS_LOGIN=email:password signs in through the API first (the token cookie the site reads).
const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = join(root, process.env.SHOTS_DIR ?? 'screenshots');
mkdirSync(out, { recursive: true });
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const viewports = {
  phone: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};
async function signIn() {
  const login = process.env.SHOTS_LOGIN;
  if (!login) return null;
  const split = login.indexOf(':');
  const response = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: login.slice(0, split), password: login.slice(split + 1) }),
  });
  if (!response.ok) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return (await response.json()).data.token;
}
const token = await signIn();
for (const [name, options] of Object.entries(viewports)) {
  const context = await browser.newContext(options);
  if (token) await context.addCookies([{ name: 'auth-token', value: token, url: base }]);
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/', '/fr']) {
    const response = await page.goto(`${base}${path}`, { waitUntil: process.env.SHOTS_WAIT ?? 'networkidle' });
    const file = join(out, `${name}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`);
    if (process.env.SHOTS_WAIT) await page.waitForTimeout(2500);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(`${response?.status() ?? '???'} ${path} → ${file}`);
  }
  await context.close();
}
await browser.close();
