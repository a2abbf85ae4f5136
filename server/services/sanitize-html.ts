/**
 * An allow-list HTML sanitizer for editorial content (CMS pages, news articles, retailers' promo
 * texts) and, with a smaller list, for what members write (their posts: see MEMBER_HTML).
 *
 * The input is tokenised by a small, linear scanner and the output is re-serialised from those tokens:
 * only allowed elements with validated attributes are written, every text run is escaped, and open
 * elements are closed at the end. Whatever the scanner makes of hostile markup, the browser only ever
 * sees markup this module wrote itself, so a parsing difference can drop or keep text but never
 * smuggle an element or attribute through.
 */

type AttributeRule = (value: string) => string | null;

const VOID_ELEMENTS = new Set(['br', 'img']);

/** Allowed elements and, per element, the attributes they keep (with a value check). */
const ALLOWED: Record<string, Record<string, AttributeRule>> = {
  p: {},
  h2: {},
  h3: {},
  h4: {},
  ul: {},
  ol: {},
  li: {},
  a: { href: (value) => safeUrl(value, 'link'), title: plainText, target: (value) => (value === '_blank' ? value : null) },
  strong: {},
  em: {},
  br: {},
  blockquote: {},
  table: {},
  caption: {},
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: { colspan: smallNumber, rowspan: smallNumber, scope: (value) => (/^(row|col|rowgroup|colgroup)$/.test(value) ? value : null) },
  td: { colspan: smallNumber, rowspan: smallNumber },
  img: { src: (value) => safeUrl(value, 'image'), alt: plainText, title: plainText, width: pixelSize, height: pixelSize },
};

/** How one kind of content is cleaned: which of the allowed elements it keeps, and its links' `rel`. */
export type HtmlProfile = { elements: ReadonlySet<string>; linkRel: string };

/** Editorial content: every allowed element. */
export const EDITORIAL_HTML: HtmlProfile = { elements: new Set(Object.keys(ALLOWED)), linkRel: 'noopener' };

/**
 * What members write: text structure and links, no pictures (an outside image would tell its host
 * who reads the post) and no tables; links marked as user content, which search engines do not follow.
 */
export const MEMBER_HTML: HtmlProfile = {
  elements: new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a']),
  linkRel: 'nofollow ugc noopener',
};

/** Common synonyms written as their allowed equivalent (the page title is the only h1). */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' };

/**
 * Elements dropped together with everything inside them. The first group is parsed by browsers as
 * raw text up to the matching end tag; the second holds markup we do not want even as text.
 */
const RAW_TEXT_DROPPED = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const SUBTREE_DROPPED = new Set(['svg', 'math', 'template', 'object', 'select', 'head', 'applet', 'frameset', 'audio', 'video']);

const MAX_INPUT_CHARS = 2_000_000;
const MAX_URL_CHARS = 2048;

/** A small map of named references that matter when checking URLs; unknown names are kept literally. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  semi: ';',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  period: '.',
  comma: ',',
  excl: '!',
  quest: '?',
  equals: '=',
  num: '#',
  percnt: '%',
  plus: '+',
  lpar: '(',
  rpar: ')',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
  commat: '@',
};

/** Decodes character references (`&#58;`, `&eacute;`) as a browser reads them. */
export function decodeReferences(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]{1,8}|#\d{1,10}|[a-zA-Z][a-zA-Z0-9]{0,31});?/g, (match, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      // Browsers map NUL, surrogates and out-of-range code points to U+FFFD.
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_REFERENCES[ref.toLowerCase()];
    return named ?? match;
  });
}

const VALID_REFERENCE = /^&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

/** Escapes markup characters but keeps well-formed character references (`&eacute;`, `&#8364;`). */
function escapeKeepingReferences(text: string, inAttribute: boolean): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '&') {
      const reference = VALID_REFERENCE.exec(text.slice(index, index + 40));
      if (reference) {
        out += reference[0];
        index += reference[0].length - 1;
      } else {
        out += '&amp;';
      }
    } else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (inAttribute && char === '"') out += '&quot;';
    else if (char === '\u0000') continue;
    else out += char;
  }
  return out;
}

/** Escapes a decoded value completely, so the browser reads back exactly the checked string. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function plainText(value: string): string {
  return escapeKeepingReferences(value.replaceAll('\u0000', ''), true);
}

function smallNumber(value: string): string | null {
  const trimmed = value.trim();
  return /^[1-9]\d?$/.test(trimmed) ? trimmed : null;
}

function pixelSize(value: string): string | null {
  const trimmed = value.trim();
  return /^[1-9]\d{0,3}$/.test(trimmed) ? trimmed : null;
}

/**
 * A link or image URL the way a browser would read it, or null when it is not allowed. Links may be
 * http(s), mailto or relative; images relative or https. Protocol-relative and backslash forms are
 * refused because browsers resolve them to another host.
 */
export function safeUrl(raw: string, kind: 'link' | 'image'): string | null {
  // What the URL parser does: strip leading/trailing C0 controls and spaces, drop tabs and newlines.
  const decoded = decodeReferences(raw)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (decoded === '' || decoded.length > MAX_URL_CHARS) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(decoded)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const allowed = kind === 'link' ? ['http', 'https', 'mailto'] : ['https'];
    if (!allowed.includes(scheme)) return null;
    if (scheme !== 'mailto' && !/^https?:\/\/[^/?#\s]+/i.test(decoded)) return null;
    return decoded;
  }
  if (decoded.startsWith('//')) return null;
  // Without a scheme, a colon before the first path, query or fragment delimiter is something odd.
  const head = decoded.split(/[/?#]/, 1)[0] ?? '';
  if (head.includes(':')) return null;
  return decoded;
}

type StartTag = { kind: 'start'; name: string; attributes: [string, string][]; selfClosing: boolean; end: number };
type EndTag = { kind: 'end'; name: string; end: number };

function isNameChar(char: string | undefined): boolean {
  return char !== undefined && /[a-zA-Z0-9:_-]/.test(char);
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

/** Reads a tag starting at `<` at `start`; null when the `<` does not open a tag (then it is text). */
function readTag(html: string, start: number): StartTag | EndTag | null {
  let index = start + 1;
  const closing = html[index] === '/';
  if (closing) index += 1;
  if (!/[a-zA-Z]/.test(html[index] ?? '')) return null;
  const nameStart = index;
  while (index < html.length && !isSpace(html[index]) && html[index] !== '/' && html[index] !== '>') index += 1;
  const name = html.slice(nameStart, index).toLowerCase();
  const attributes: [string, string][] = [];
  let selfClosing = false;
  while (index < html.length) {
    const char = html[index];
    if (char === '>') return closing ? { kind: 'end', name, end: index + 1 } : { kind: 'start', name, attributes, selfClosing, end: index + 1 };
    if (isSpace(char)) {
      index += 1;
      continue;
    }
    if (char === '/') {
      selfClosing = html[index + 1] === '>';
      index += 1;
      continue;
    }
    const attrStart = index;
    // An attribute name runs to whitespace, `/`, `>` or `=` (a leading `=` belongs to the name).
    index += 1;
    while (index < html.length && !isSpace(html[index]) && html[index] !== '/' && html[index] !== '>' && html[index] !== '=') index += 1;
    const attrName = html.slice(attrStart, index).toLowerCase();
    while (isSpace(html[index])) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (isSpace(html[index])) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) return closing ? null : { kind: 'start', name, attributes, selfClosing, end: html.length };
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        while (index < html.length && !isSpace(html[index]) && html[index] !== '>') index += 1;
        value = html.slice(valueStart, index);
      }
    }
    if (isNameChar(attrName[0]) && attributes.length < 32) attributes.push([attrName, value]);
  }
  // An unterminated tag swallows the rest of the document, as it does in a browser.
  return closing ? { kind: 'end', name, end: html.length } : { kind: 'start', name, attributes, selfClosing, end: html.length };
}

/** The end of markup declarations, comments and processing instructions (`<!…>`, `<?…>`). */
function skipDeclaration(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return close === -1 ? html.length : close + 3;
  }
  if (html.startsWith('<![CDATA[', start)) {
    const close = html.indexOf(']]>', start + 9);
    return close === -1 ? html.length : close + 3;
  }
  const close = html.indexOf('>', start);
  return close === -1 ? html.length : close + 1;
}

/** The index after `</name …>`, case-insensitively; the end of the input when there is none. */
function skipRawText(html: string, from: number, name: string): number {
  // `name` comes from a constant list, never from input.
  const endTag = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi');
  endTag.lastIndex = from;
  const found = endTag.exec(html);
  if (!found) return html.length;
  const close = html.indexOf('>', found.index);
  return close === -1 ? html.length : close + 1;
}

function writeStartTag(name: string, attributes: [string, string][], linkRel: string): string {
  // Own keys only: `rules.constructor` would otherwise be Object, a "rule" that keeps any value unescaped.
  const rules = Object.hasOwn(ALLOWED, name) ? ALLOWED[name]! : {};
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const [attrName, rawValue] of attributes) {
    const rule = Object.hasOwn(rules, attrName) ? rules[attrName] : undefined;
    if (!rule || seen.has(attrName)) continue;
    seen.add(attrName);
    const isUrl = attrName === 'href' || attrName === 'src';
    const value = isUrl ? rule(rawValue) : rule(rawValue.replaceAll('\u0000', ''));
    if (value === null) continue;
    kept.push(`${attrName}="${isUrl ? escapeAttribute(value) : value}"`);
  }
  if (name === 'a' && kept.some((attribute) => attribute.startsWith('href='))) kept.push(`rel="${linkRel}"`);
  if (name === 'img') {
    if (!kept.some((attribute) => attribute.startsWith('src='))) return '';
    if (!seen.has('alt')) kept.push('alt=""');
    kept.push('loading="lazy"');
  }
  return kept.length > 0 ? `<${name} ${kept.join(' ')}>` : `<${name}>`;
}

/** Cleans untrusted HTML down to the allow-list above (a profile's part of it); always returns balanced, escaped markup. */
export function sanitizeHtml(input: string | null | undefined, profile: HtmlProfile = EDITORIAL_HTML): string {
  if (!input) return '';
  const allowed = (name: string) => profile.elements.has(name) && Object.hasOwn(ALLOWED, name);
  const html = input.length > MAX_INPUT_CHARS ? input.slice(0, MAX_INPUT_CHARS) : input;
  let out = '';
  const open: string[] = [];
  let index = 0;

  while (index < html.length) {
    const lt = html.indexOf('<', index);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > index) out += escapeKeepingReferences(html.slice(index, textEnd), false);
    if (lt === -1) break;

    const next = html[lt + 1];
    if (next === '!' || next === '?') {
      index = skipDeclaration(html, lt);
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      index = lt + 1;
      continue;
    }
    index = tag.end;
    const name = (Object.hasOwn(RENAMED, tag.name) ? RENAMED[tag.name] : undefined) ?? tag.name;

    if (tag.kind === 'start') {
      if (tag.name === 'plaintext') break;
      if (RAW_TEXT_DROPPED.has(tag.name)) {
        index = skipRawText(html, index, tag.name);
        continue;
      }
      if (SUBTREE_DROPPED.has(tag.name)) {
        if (!tag.selfClosing) index = skipSubtree(html, index, tag.name);
        continue;
      }
      if (!allowed(name)) continue;
      const written = writeStartTag(name, tag.attributes, profile.linkRel);
      if (written === '') continue;
      out += written;
      if (!VOID_ELEMENTS.has(name)) open.push(name);
      continue;
    }

    if (!allowed(name) || VOID_ELEMENTS.has(name)) continue;
    const position = open.lastIndexOf(name);
    if (position === -1) continue;
    while (open.length > position) out += `</${open.pop()}>`;
  }

  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Skips a dropped element's subtree, counting nested elements of the same name. */
function skipSubtree(html: string, from: number, name: string): number {
  let depth = 1;
  let index = from;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) return html.length;
    const next = html[lt + 1];
    if (next === '!' || next === '?') {
      index = skipDeclaration(html, lt);
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      index = lt + 1;
      continue;
    }
    index = tag.end;
    if (tag.name !== name) continue;
    if (tag.kind === 'end') depth -= 1;
    else if (!tag.selfClosing) depth += 1;
    if (depth === 0) return index;
  }
  return html.length;
}
