import { MEMBER_HTML, sanitizeHtml } from './sanitize-html';

/** Markup that already gives the text its paragraphs and line breaks. */
const STRUCTURED = /<(p|ul|ol|blockquote|br)[\s/>]/i;

/**
 * A post's text as the API gives it out: HTML cleaned to what members may write (MEMBER_HTML), so that
 * nothing a member typed can run in a reader's page. Text from the post wizard's plain text box keeps
 * its shape: blank lines become paragraphs and single line breaks stay. Each paragraph is cleaned on
 * its own, so the markup stays balanced.
 */
export function memberContentHtml(content: string | null | undefined): string {
  if (!content) return '';
  if (STRUCTURED.test(content)) return sanitizeHtml(content, MEMBER_HTML);
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => sanitizeHtml(paragraph.trim().replace(/[ \t]*\r?\n[ \t]*/g, '<br>'), MEMBER_HTML))
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}
