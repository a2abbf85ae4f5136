import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export type Lang = 'nl' | 'fr';
export type E2eOptions = { lang: Lang };

/** Path of a page in the language under test: `/folders` stays, `/fr` is prefixed for French. */
export function pathIn(lang: Lang, nlPath: string, frPath: string = nlPath): string {
  if (lang === 'nl') return nlPath;
  return frPath === '/' ? '/fr' : `/fr${frPath}`;
}

export const test = base.extend<E2eOptions & { t: <T>(values: Record<Lang, T>) => T }>({
  lang: ['nl', { option: true }],
  t: async ({ lang }, use) => {
    await use((values) => values[lang]);
  },
});

/** Fails on serious or critical accessibility violations (axe-core, WCAG 2 A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A router.refresh() swaps the streamed <title> out and back in; axe checks the settled page, and a
  // title that never comes back still fails here.
  await expect(page).toHaveTitle(/\S/);
  // Colours are measured on the settled page: a toast fading in over the dark footer (one that appears
  // during the check too) is, for its 180 ms, a low-contrast blend of both. With motion reduced the
  // site shows it at once; what still runs is waited for (endless animations, a spinner, are not).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  try {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    );
    // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge the
    // frames' results, which doubled each check's time (our pages have no cross-origin frames to test).
    results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * A screenshot for a person to look at (the flows' states in both languages and sizes), kept with the
 * run's output: `test-results/<test>/<name>.png`.
 */
export async function screenshotFor(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

export { expect };
