// @ts-check
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * Code and docs must send a reader only where they can go. Two checks:
 *
 * - **Outside references**: no pointer to a document a reader of the repository cannot open (the
 *   product owner's specification, notes kept elsewhere, an issue tracker's numbers, "the issue's
 *   note", "point 5" of a list that is not in the repository). A comment gives its reason or points
 *   into docs/. `--fix` rewrites the common old form, "SPEC point N", into the matching section of
 *   docs/product.md; what is left needs a sentence of its own.
 * - **Sections**: a citation of a section of one of our docs names a heading (any level) or a bold
 *   lead-in (`**Cookies.**`) that the doc has. The forms read: `docs/x.md, "Section"`,
 *   `x.md "Section"`, `(x.md, Section)` (the section's short name, or its name followed by prose:
 *   `product.md, Limits: pages of 9`), `[x.md](x.md), Section`, `"Section" in [x.md](…)`,
 *   `see Section in docs/x.md` and anchors `x.md#section`; a quoted phrase after the section,
 *   `(x.md, Routes, "left bar")`, must be words of that doc. Whether the section says what the
 *   comment claims is for the reader to check: this only keeps every citation pointing somewhere.
 *
 *   node scripts/doc-refs.mjs          list both (exit 1 when there are any)
 *   node scripts/doc-refs.mjs --fix    rewrite the mechanical outside references, then list what is left
 */

const root = new URL('..', import.meta.url).pathname;
/** Folders and root files that hold code, configuration or documentation. */
const INPUTS = [
  'app',
  'components',
  'lib',
  'server',
  'scripts',
  'tests',
  'docs',
  'proxy.ts',
  'proxy.test.ts',
  'proxy-cookie-domain.test.ts',
  'instrumentation.ts',
  'next.config.ts',
  'playwright.config.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
  'drizzle.config.ts',
  'global.d.ts',
  '.env.example',
  'README.md',
];
const SKIP = new Set(['node_modules', '.next', '.data', '.bench']);
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|md)$/;
/** This file and its test name the patterns they look for. */
const SELF = new Set(['scripts/doc-refs.mjs', 'scripts/doc-refs.test.ts']);

/**
 * References a reader cannot follow. `SPEC` is matched as a word (not SPECIAL, SPEC_…). An issue or
 * pull request by number, and "the issue" or "the ticket" as a document ("the issue asks for", "the
 * issue's note"); a validation issue is not one ("the issue's message", and "the issue with …" is a
 * problem). "point N" is an outside list's: our docs have sections, not numbered points.
 */
export const OUTSIDE_REFERENCE =
  /\bSPEC\b|\b(?:ARCHITECTURE|STYLE|SPEC|STACK-NOTES)\.md\b|\.\.\/shared\/|\b[Ii]ssues? #?\d+\b|\b(?:PR|[Pp]ull request) #?\d+\b|\b[Tt]he (?:issue|ticket)\b(?!'s (?:message|path|code)\b)(?! (?:with|of|is|was)\b)|\bpoints? \d+\b|\bplan-\d+\b/;

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

function walk(path, files, listed) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    // A root file named in INPUTS is read whatever its extension (.env.example); a missing one is skipped.
    if (listed && existsSync(path)) files.push(path);
    return;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) walk(child, files, false);
    else if (EXTENSIONS.test(entry.name)) files.push(child);
  }
}

/** Every file this check reads, relative to the repository. */
export function checkedFiles(base = root) {
  const files = [];
  for (const input of INPUTS) walk(join(base, input), files, true);
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

// ---------------------------------------------------------------------------------------------
// Sections

/** A heading or lead-in as compared: no Markdown emphasis or code marks, straight quotes, one space, lower case. */
function plain(text) {
  return text
    .replace(/[`*]/g, '')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading) {
  return heading
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * The names a citation may use for a doc's parts: every heading (outside code fences) and every bold
 * lead-in, a line (or list item) that opens with `**…**`, its closing `.` or `:` dropped.
 * @returns {{ headings: string[], leads: string[], anchors: Set<string> }}
 */
export function sectionsOfDoc(markdown) {
  const headings = [];
  const leads = [];
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) {
      headings.push(plain(heading[1]));
      anchors.add(anchorOf(heading[1]));
      continue;
    }
    const lead = /^\s*(?:[-*+]\s+|\d+\.\s+)?\*\*(.+?)\*\*/.exec(line);
    if (lead?.[1]) leads.push(plain(lead[1]).replace(/[.:]$/, ''));
  }
  return { headings, leads, anchors };
}

/** What may follow a section's short name inside its full name: "Session 17, the filter panel…". */
const AFTER_SHORT_NAME = /^(?:$|[.:,;]|\s[(—–-])/;

/**
 * Does `cited` name a part of the doc: a heading or lead-in whole, or its short form ("Session 17" for
 * "Session 17, the filter panel as server markup"; a heading's first words too: "Caching" for
 * "Caching today, and its trade-offs"), or, unquoted, a name the comment's own words run on from
 * ("Limits: pages of 9")?
 * @param {{ headings: string[], leads: string[] }} doc
 */
function namesPart(cited, doc, quoted) {
  const wanted = plain(cited).replace(/[.:,;]$/, '');
  if (wanted === '') return true;
  const matches = (name, heading) => {
    if (name === wanted) return true;
    const rest = name.startsWith(wanted) ? name.slice(wanted.length) : null;
    if (rest !== null && (AFTER_SHORT_NAME.test(rest) || (heading && rest.startsWith(' ')))) return true;
    return !quoted && wanted.startsWith(name) && /^[\s:,(]/.test(wanted.slice(name.length));
  };
  return doc.headings.some((name) => matches(name, true)) || doc.leads.some((name) => matches(name, false));
}

/** Does a doc's text hold the phrase, as words of its own ("Content" is not in "Content-Type")? */
function containsPhrase(markdown, phrase) {
  const words = plain(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`(?<![\p{L}\p{N}-])${words}(?![\p{L}\p{N}-])`, 'u').test(plain(markdown));
}

/**
 * Our docs by the names code and docs cite them with: `product.md`, `guides/adding-a-page.md`,
 * `README.md` (the root one). A path with another folder before it (`server/db/seed/README.md`) is
 * not one of them.
 * @returns {Map<string, { path: string, text: string, headings: string[], leads: string[], anchors: Set<string> }>}
 */
export function docsOf(base = root) {
  const docs = new Map();
  const add = (path) => {
    const text = readFileSync(join(base, path), 'utf8');
    docs.set(basename(path), { path, text, ...sectionsOfDoc(text) });
  };
  for (const folder of ['docs', 'docs/guides']) {
    if (!existsSync(join(base, folder))) continue;
    for (const entry of readdirSync(join(base, folder), { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md')) add(join(folder, entry.name));
    }
  }
  if (existsSync(join(base, 'README.md'))) add('README.md');
  return docs;
}

/** A doc's name as written: `docs/x.md`, `../x.md`, `guides/x.md`, `x.md`; group 1 the file name. */
const DOC = String.raw`(?<![\w/.-])(?:\.\.?\/)*(?:docs\/)?(?:guides\/)?([a-z][a-z0-9-]*\.md|README\.md)`;
/** Where a section name without quotes ends. */
const UNQUOTED_END = /[)"“]|[:;,.](?=\s|$)|\s(?:and|or|above|below)\s|$/;
/** Another section in a list after the first: ", Behaviour and API)". */
const LIST_ITEM = /^(?:,\s+|\s+and\s+)([A-Z][A-Za-z-]*)(?=[),;:]|\s+and\s|\.(?:\s|$)|$)/;

/** A citation found in a text: the doc's file name, the section as written, whether it was quoted. */
function* citationsIn(text) {
  const quote = String.raw`(?:"([^"\n]{1,120})"|“([^”\n]{1,120})”)`;
  // `docs/x.md, "Section"`, `x.md "Section"`, `[x.md](x.md), "Section"`.
  for (const match of text.matchAll(new RegExp(String.raw`${DOC}(?:#[\w-]+)?\)?,?\s+${quote}`, 'g'))) {
    yield { doc: match[1], section: match[2] ?? match[3] ?? '', quoted: true, index: match.index };
  }
  // `"Section" in [x.md](…)`, `"Section" in docs/x.md`, and unquoted `see Section in docs/x.md`.
  for (const match of text.matchAll(new RegExp(String.raw`${quote} in (?:the )?\[?${DOC}`, 'g'))) {
    yield { doc: match[3], section: match[1] ?? match[2] ?? '', quoted: true, index: match.index };
  }
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:[Ss]ee|[Ii]s in|are in|[Dd]etails in) ([A-Z][A-Za-z-]+) in \[?${DOC}`, 'g'))) {
    yield { doc: match[2], section: match[1] ?? '', quoted: false, index: match.index };
  }
  // `x.md#anchor`.
  for (const match of text.matchAll(new RegExp(String.raw`${DOC}#([\w-]+)`, 'g'))) {
    yield { doc: match[1], anchor: match[2], index: match.index };
  }
  // `(docs/x.md, Section)`, `x.md Session 16`, and `[x.md](x.md), Section`: after a closing
  // parenthesis only a capital letter starts a section ("(docs/x.md), which …" is prose).
  for (const match of text.matchAll(new RegExp(String.raw`${DOC}(\)?)(?:,\s+|\s+(?=Session\b))(?=[A-Z]|[a-z](?<=\.md,\s+[a-z]))`, 'g'))) {
    const start = (match.index ?? 0) + match[0].length;
    const rest = text.slice(start, start + 200);
    const end = UNQUOTED_END.exec(rest);
    const section = rest.slice(0, end ? end.index : rest.length).trim();
    // "(performance.md, docs/search.md)" lists docs, not a section.
    if (/\.md\b|\//.test(section)) continue;
    yield { doc: match[1], section, quoted: false, index: match.index };
    // More sections in a list: "(product.md, Routes, Behaviour and API)".
    let after = rest.slice(end ? end.index : rest.length);
    for (let item = LIST_ITEM.exec(after); item; item = LIST_ITEM.exec(after)) {
      yield { doc: match[1], section: item[1] ?? '', quoted: false, index: match.index };
      after = after.slice(item[0].length);
    }
    // A quoted phrase inside the section: `(product.md, Routes, "Left bar")`.
    const phrase = new RegExp(String.raw`^,\s+${quote}`).exec(after);
    if (phrase) yield { doc: match[1], phrase: phrase[1] ?? phrase[2] ?? '', index: match.index };
  }
}

/**
 * A file's text with comment continuations joined, so that a citation wrapped over two comment lines
 * reads as one; `lineAt` gives the original line of an index.
 */
function joined(source) {
  const starts = [];
  let text = '';
  for (const line of source.split('\n')) {
    starts.push(text.length);
    text += `${line.replace(/^\s*(?:\/\/+|\/\*+|\*(?!\*)|\{\/\*|#(?=\s))?\s*/, '')} `;
  }
  const lineAt = (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  return { text, lineAt };
}

/**
 * The citations in `source` whose section (or anchor) the cited doc does not have.
 * @param {string} source
 * @param {Map<string, { text: string, headings: string[], leads: string[], anchors: Set<string> }>} docs
 * @returns {{ line: number, text: string }[]}
 */
export function missingSectionsIn(source, docs) {
  const { text, lineAt } = joined(source);
  const found = [];
  const seen = new Set();
  for (const citation of citationsIn(text)) {
    const doc = docs.get(citation.doc);
    if (!doc) continue;
    let ok;
    let problem;
    if ('anchor' in citation) {
      ok = doc.anchors.has(citation.anchor ?? '');
      problem = `has no heading for the anchor #${citation.anchor}`;
    } else if ('phrase' in citation) {
      ok = containsPhrase(doc.text, citation.phrase ?? '');
      problem = `does not say "${citation.phrase}" (cited inside a section)`;
    } else {
      ok = namesPart(citation.section ?? '', doc, citation.quoted);
      problem = `has no section "${citation.section}"`;
    }
    if (ok) continue;
    const line = lineAt(citation.index ?? 0);
    const key = `${line}\n${citation.doc}\n${problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ line, text: `${citation.doc} ${problem}` });
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Every citation in the checked files of a section its doc does not have.
 * @returns {{ file: string, line: number, text: string }[]}
 */
export function findMissingSections(base = root) {
  const docs = docsOf(base);
  const found = [];
  for (const file of checkedFiles(base)) {
    for (const { line, text } of missingSectionsIn(readFileSync(join(base, file), 'utf8'), docs)) found.push({ file, line, text });
  }
  return found;
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
  const outside = findOutsideReferences();
  for (const { file, line, text } of outside) console.log(`${file}:${line}: ${text.slice(0, 160)}`);
  console.log(`[doc-refs] ${outside.length} reference(s) to documents outside the repository`);
  const missing = findMissingSections();
  for (const { file, line, text } of missing) console.log(`${file}:${line}: ${text}`);
  console.log(`[doc-refs] ${missing.length} citation(s) of a section that does not exist`);
  process.exitCode = outside.length + missing.length > 0 ? 1 : 0;
}
