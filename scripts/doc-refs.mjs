// @ts-check
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Code and in-repo docs must not send a reader to a document they cannot open (the product owner's
 * specification, design notes kept outside the repository, issue numbers of a tracker): a comment
 * gives its reason or points into docs/. This finds such references; `--fix` rewrites the common
 * form, "SPEC point N", into the matching section of docs/product.md. What is left (an issue
 * number, a file outside the repository) needs a sentence of its own.
 *
 *   node scripts/doc-refs.mjs          list them (exit 1 when there are any)
 *   node scripts/doc-refs.mjs --fix    rewrite the mechanical ones, then list what is left
 */

const root = new URL('..', import.meta.url).pathname;
/** Folders and root files that hold code or in-repo documentation (docs/ itself may cite anything). */
const INPUTS = ['app', 'components', 'lib', 'server', 'scripts', 'tests', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'README.md'];
const SKIP = new Set(['node_modules', '.next', '.data', '.bench']);
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|md)$/;
/** This file names the patterns it looks for. */
const SELF = new Set(['scripts/doc-refs.mjs', 'scripts/doc-refs.test.ts']);

/** References a reader cannot follow. `SPEC` is matched as a word (not SPECIAL, SPEC_…). */
export const OUTSIDE_REFERENCE = /\bSPEC\b|\b(?:ARCHITECTURE|STYLE|SPEC|STACK-NOTES)\.md\b|\.\.\/shared\/|\b[Ii]ssues? \d+\b|\bplan-\d+\b/;

/** The sections of docs/product.md, by the point numbers the old comments used. */
const SECTIONS = { 2: 'Routes', 3: 'Entities', 4: 'Behaviour', 5: 'Validation', 6: 'Access', 7: 'API', 8: 'Errors', 9: 'Limits' };

/** "2, 4 and 7" → "docs/product.md, Routes, Behaviour and API". */
function sectionsOf(numbers) {
  const names = [...numbers.matchAll(/\d+/g)].map((match) => SECTIONS[Number(match[0])] ?? `point ${match[0]}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `docs/product.md, ${list}`;
}

const POINTS = String.raw`(\d+(?:(?:, | and )\d+)*)`;

/** Mechanical rewrites, in order. */
const RULES = [
  // "The menu bar of SPEC point 2: …" → "The menu bar (docs/product.md, Routes): …"
  [new RegExp(String.raw`\s+of SPEC points? ${POINTS}`, 'g'), (_match, numbers) => ` (${sectionsOf(numbers)})`],
  [new RegExp(String.raw`\bSPEC points? ${POINTS}`, 'g'), (_match, numbers) => sectionsOf(numbers)],
  [new RegExp(String.raw`\bSPEC ${POINTS}\b`, 'g'), (_match, numbers) => sectionsOf(numbers)],
  [/\bThe SPEC's\b/g, () => "The contract's"],
  [/\bthe SPEC's\b/g, () => "the contract's"],
  [/\bthe SPEC does not\b/g, () => 'the product rules do not'],
  [/\bthe SPEC lists\b/g, () => 'the product rules list'],
  [/\(SPEC\)/g, () => '(docs/product.md)'],
  [/\bSPEC:/g, () => 'docs/product.md:'],
  [/\/\*\* SPEC (?=[a-z])/g, () => "/** The product's "],
  [/\bSPEC\b(?= [a-z])/g, () => 'product'],
];

function walk(path, files) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    if (EXTENSIONS.test(path)) files.push(path);
    return;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) walk(child, files);
    else if (EXTENSIONS.test(entry.name)) files.push(child);
  }
}

/** Every file this check reads, relative to the repository. */
export function checkedFiles(base = root) {
  const files = [];
  for (const input of INPUTS) walk(join(base, input), files);
  return files.map((file) => relative(base, file)).filter((file) => !SELF.has(file));
}

/**
 * The lines that still cite something outside the repository.
 * @returns {{ file: string, line: number, text: string }[]}
 */
export function findOutsideReferences(base = root) {
  const found = [];
  for (const file of checkedFiles(base)) {
    const lines = readFileSync(join(base, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (OUTSIDE_REFERENCE.test(text)) found.push({ file, line: index + 1, text: text.trim() });
    });
  }
  return found;
}

/** Applies RULES to one text. */
export function rewrite(text) {
  return RULES.reduce((current, [pattern, replace]) => current.replace(pattern, /** @type {any} */ (replace)), text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--fix')) {
    let changed = 0;
    for (const file of checkedFiles()) {
      const path = join(root, file);
      const before = readFileSync(path, 'utf8');
      const after = rewrite(before);
      if (after !== before) {
        writeFileSync(path, after);
        changed += 1;
      }
    }
    console.log(`[doc-refs] rewrote ${changed} file(s)`);
  }
  const left = findOutsideReferences();
  for (const { file, line, text } of left) console.log(`${file}:${line}: ${text.slice(0, 160)}`);
  console.log(`[doc-refs] ${left.length} reference(s) to documents outside the repository`);
  process.exitCode = left.length > 0 ? 1 : 0;
}
