// Types of front-error-view.mjs for the TypeScript code and tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorViewName } from '../lib/http/error-shell.mjs';

export type Locale = 'nl' | 'fr';
export type ShellParts = { stylesheets: string; body: string; title: string | null };

export const ERROR_DOCUMENT_START: string;
export const MAX_BUFFERED_BYTES: number;
export const SHELL_SECONDS: number;
export const SHELL_RETRY_SECONDS: number;
export const SHELL_WAIT_MS: number;
export function requestedPath(target: string): string;
export function localeOfPath(pathname: string): Locale;
export function shellParts(html: string, view: ErrorViewName): ShellParts | null;
export function viewOf(doc: string, status: number): ErrorViewName | null;
export function spliceErrorView(doc: string, parts: ShellParts, request: { locale: Locale; path: string }): string | null;
export class ErrorShells {
  constructor(options: { load: (path: string) => Promise<string>; now?: () => number; onError?: (error: unknown) => void });
  get(locale: Locale, view: ErrorViewName): Promise<ShellParts | null>;
  within(locale: Locale, view: ErrorViewName, ms: number): Promise<ShellParts | null>;
  warm(): Promise<Array<ShellParts | null>>;
}
export function errorViewHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { shells: ErrorShells },
): (req: IncomingMessage, res: ServerResponse) => unknown;
