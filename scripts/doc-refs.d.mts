// Types of doc-refs.mjs for its test.
export const OUTSIDE_REFERENCE: RegExp;
export function checkedFiles(base?: string): string[];
export function findOutsideReferences(base?: string): { file: string; line: number; text: string }[];
export function rewrite(text: string): string;
