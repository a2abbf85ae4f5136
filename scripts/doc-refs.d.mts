// Types of doc-refs.mjs for its test.
export const OUTSIDE_REFERENCE: RegExp;
export function checkedFiles(base?: string): string[];
export function findOutsideReferences(base?: string): { file: string; line: number; text: string }[];
export function rewrite(text: string): string;

/** A doc's parts as citations may name them (plain text: lower case, no Markdown marks). */
export type DocSections = { headings: string[]; leads: string[]; anchors: Set<string> };
export function sectionsOfDoc(markdown: string): DocSections;
export function docsOf(base?: string): Map<string, DocSections & { path: string; text: string }>;
export function missingSectionsIn(source: string, docs: Map<string, DocSections & { text: string }>): { line: number; text: string }[];
export function findMissingSections(base?: string): { file: string; line: number; text: string }[];
