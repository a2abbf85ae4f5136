// Types of front-not-found.mjs for the TypeScript code and tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NotFoundVariant } from '../lib/http/not-found-shell.mjs';

export type Locale = 'nl' | 'fr';
export type ShellParts = { stylesheets: string; body: string };

export const ERROR_DOCUMENT_START: string;
export const MAX_BUFFERED_BYTES: number;
export const SHELL_SECONDS: number;
export const SHELL_RETRY_SECONDS: number;
export const SHELL_WAIT_MS: number;
export function requestedPath(target: string): string;
export function localeOfPath(pathname: string): Locale;
export function shellParts(html: string, variant: NotFoundVariant): ShellParts | null;
export function variantOf(doc: string): NotFoundVariant | null;
export function spliceNotFoundView(doc: string, parts: ShellParts, request: { locale: Locale; path: string }): string | null;
export class NotFoundShells {
  constructor(options: { load: (path: string) => Promise<string>; now?: () => number; onError?: (error: unknown) => void });
  get(locale: Locale, variant: NotFoundVariant): Promise<ShellParts | null>;
  within(locale: Locale, variant: NotFoundVariant, ms: number): Promise<ShellParts | null>;
  warm(): Promise<Array<ShellParts | null>>;
}
export function notFoundViewHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { shells: NotFoundShells },
): (req: IncomingMessage, res: ServerResponse) => unknown;
