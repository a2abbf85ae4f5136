import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

// `npm run bundle:breakdown -- [route] [--top N]` (docs/performance.md, "Where the first-load JS goes"):
// which modules a route's first-load JavaScript carries, from the data `next build --analyze` writes
// under .next/diagnostics/analyze (run that build first; it is a normal production build plus the
// data). Sizes are each module's own gzip size as Turbopack reports it: they add up to more than the
// gzip of whole chunks, so read them as shares, and measure totals with `npm run bench:web -- --parts js`.

const USAGE = 'Usage: npm run bundle:breakdown -- [route, default /[locale]/promos] [--top N]';

function parseArgs(argv) {
  const options = { route: '/[locale]/promos', top: 30 };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split('=', 2);
    if (flag === '--top') {
      options.top = Number(inline ?? argv[(index += 1)]);
      if (!Number.isInteger(options.top) || options.top < 1) throw new Error(`--top needs a whole number.\n${USAGE}`);
    } else if (flag.startsWith('/')) options.route = flag;
    else throw new Error(`Unknown argument "${argv[index]}".\n${USAGE}`);
  }
  return options;
}

/** The newest snapshot's data file for a route (`/[locale]/promos` → …/[locale]/promos/analyze.data). */
function dataFile(route) {
  const history = join(root, '.next/diagnostics/analyze/history');
  if (!existsSync(history)) throw new Error('No bundle analysis: run `npx next build --analyze` first.');
  const snapshots = readdirSync(history).sort();
  const file = join(history, snapshots.at(-1) ?? '', route, 'analyze.data');
  if (!existsSync(file)) throw new Error(`No analysis for ${route} in ${snapshots.at(-1)}.`);
  return file;
}

/** The file starts with the JSON header's length (4 bytes, big-endian), then the header. */
function readAnalysis(file) {
  const bytes = readFileSync(file);
  const length = bytes.readUInt32BE(0);
  return JSON.parse(bytes.subarray(4, 4 + length).toString('utf8'));
}

function breakdown(analysis) {
  const { sources, output_files: outputs, chunk_groups: groups, chunk_parts: parts } = analysis;
  const pathOf = (index) => {
    const segments = [];
    for (let at = index; at !== undefined && at !== null; at = sources[at].parent_source_index) segments.unshift(sources[at].path.replace(/^\/+|\/+$/g, ''));
    return segments.filter(Boolean).join('/');
  };
  // First load: the route's browser scripts that no lazy import (async chunk group) brings.
  const lazy = new Set(groups.filter((group) => group.kind === 'async').flatMap((group) => group.output_file_indices));
  const firstLoad = new Set(
    outputs.flatMap((output, index) => (output.filename.includes('/static/chunks/') && output.filename.endsWith('.js') && !lazy.has(index) ? [index] : [])),
  );
  const modules = new Map();
  for (const part of parts) {
    if (!firstLoad.has(part.output_file_index)) continue;
    const path = pathOf(part.source_index);
    modules.set(path, (modules.get(path) ?? 0) + part.compressed_size);
  }
  return modules;
}

function groupOf(path) {
  const packageName = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (packageName) return packageName;
  return path.replace(/^\[project\]\//, '').split('/').slice(0, 2).join('/');
}

const kB = (bytes) => (bytes / 1024).toFixed(2).padStart(7);

function main() {
  const options = parseArgs(process.argv.slice(2));
  const modules = breakdown(readAnalysis(dataFile(options.route)));
  const groups = new Map();
  for (const [path, size] of modules) groups.set(groupOf(path), (groups.get(groupOf(path)) ?? 0) + size);
  const total = [...modules.values()].reduce((sum, size) => sum + size, 0);
  console.log(`${options.route}: first-load modules ${modules.size}, ${kB(total).trim()} kB (sum of module gzip sizes)\n`);
  console.log('By package or folder:');
  for (const [name, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, options.top)) console.log(`${kB(size)} kB  ${name}`);
  console.log('\nOur modules:');
  const ours = [...modules].filter(([path]) => !path.includes('node_modules'));
  for (const [path, size] of ours.sort((a, b) => b[1] - a[1]).slice(0, options.top)) console.log(`${kB(size)} kB  ${path.replace(/^\[project\]\//, '')}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
