import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

// Screenshots of pages on a phone and a desktop viewport, for looking at what we built:
//   node scripts/screenshots.mjs http://localhost:3000 / /fr /folders …
// Files land in screenshots/<viewport>-<path>.png (git-ignored; SHOTS_DIR=screenshots/mine for another folder).
const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = join(root, process.env.SHOTS_DIR ?? 'screenshots');
mkdirSync(out, { recursive: true });
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const viewports = {
  phone: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};
for (const [name, options] of Object.entries(viewports)) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/', '/fr']) {
    const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const file = join(out, `${name}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(`${response?.status() ?? '???'} ${path} → ${file}`);
  }
  await context.close();
}
await browser.close();
