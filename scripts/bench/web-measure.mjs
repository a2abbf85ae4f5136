import { gzipSync } from 'node:zlib';

/**
 * The measurements bench:web takes of one page, the same way for our pages and for the bare Next.js
 * app (scripts/bench/bare-next.mjs), so the difference between the two is ours.
 */

const KB = 1024;
export const kb = (bytes) => bytes / KB;

/** Gzip size as Next's own compression sends it (zlib's default level). */
const gzipSize = (buffer) => gzipSync(buffer).length;

/** `&amp;` etc. in an attribute value. */
const decodeAttribute = (value) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/**
 * The external scripts a page's HTML makes a browser load: every `<script src>` except `noModule`
 * ones (a modern browser skips them), each file counted once. Chunks loaded later by the page's own
 * code (a dynamic `import()` after hydration) are not in the HTML and not counted; Lighthouse's
 * transfer column, where it runs, includes them.
 */
export function scriptSources(html, base) {
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.add(new URL(decodeAttribute(src), base).href);
  }
  return [...sources];
}

/** Every `<link>` of a page's HTML as its attributes (names lower-cased, values decoded). */
export function linkTags(html) {
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map((match) =>
    Object.fromEntries([...match[1].matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), decodeAttribute(value)])),
  );
}

/** Lighthouse's options for one mobile performance audit; `throttlingMethod`: see `audit`. */
export const lighthouseFlags = (port, throttlingMethod = 'simulate') => ({
  port,
  onlyCategories: ['performance'],
  output: 'json',
  logLevel: 'error',
  throttlingMethod,
});

/**
 * First-load JavaScript of one page, deterministic (no browser): the HTML as a guest gets it, then
 * every script it names, each gzipped on its own (`files`: each one's path and sizes). Also the
 * HTML's own size, raw and gzipped.
 */
export async function firstLoadJs(url) {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const sources = scriptSources(html.toString('utf8'), url);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const source of sources) {
    const script = await fetch(source);
    if (!script.ok) throw new Error(`GET ${source} answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    const size = gzipSize(body);
    raw += body.length;
    gzip += size;
    files.push({ path: new URL(source).pathname, raw: body.length, gzip: size });
  }
  // Per file too (largest first), for summary.json: which chunks a page adds to the floor.
  files.sort((a, b) => b.gzip - a.gzip);
  return { scripts: sources.length, raw, gzip, htmlRaw: html.length, htmlGzip: gzipSize(html), files };
}

/**
 * autocannon on one page: guest HTML as the cache serves it, gzip accepted like a browser does,
 * 10 connections, after a short warm-up that is not counted.
 */
export async function loadTest(url, duration, warmup = 2) {
  const { default: autocannon } = await import('autocannon');
  const options = { url, connections: 10, headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's mobile performance audit (a mid-range phone on slow 4G), `runs` times; the run with the
 * median score is the one reported. `save(run, report)` keeps each JSON report. `throttlingMethod`:
 * 'simulate' (Lighthouse's default: an unthrottled load, then Lantern estimates the slow one) or
 * 'devtools' (the load itself runs throttled; docs/performance.md, Session 19, says why both).
 */
export async function audit(lighthouse, port, url, runs, save, throttlingMethod = 'simulate') {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, lighthouseFlags(port, throttlingMethod));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    results.push(result.lhr);
    save(run, result.report);
  }
  const scoreOf = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
  const score = median(results.map(scoreOf));
  const lhr = results.find((candidate) => scoreOf(candidate) === score) ?? results[0];
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
  const js = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score,
    lcp: median(results.map((each) => each.audits['largest-contentful-paint']?.numericValue ?? 0)),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    js,
  };
}
