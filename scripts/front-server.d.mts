// Types of front-server.mjs for the TypeScript code and tests that import it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type SecurityConfig = {
  siteUrl?: string | null;
  apiBaseUrl?: string | null;
  uploadsUrl?: string | null;
  recaptcha?: boolean;
  google?: boolean;
  facebook?: boolean;
  apple?: boolean;
  gtm?: boolean;
};
export type FrontOptions = { trustedHops: number; headers: Record<string, string>; secureCookies: boolean; cacheSeconds?: number; shellToken?: string };
export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export const CLIENT_ADDRESS_HEADER: 'x-dealwijzer-client-ip';
export const MAX_URL_LENGTH: number;
export function clientAddress(socketAddress: string | null | undefined, forwardedFor: string | string[] | null | undefined, trustedHops: number): string | null;
export function contentSecurityPolicy(config: SecurityConfig): string;
export function securityHeaders(config: SecurityConfig): Record<string, string>;
export function secureCookie(cookie: string): string;
export function frontHandler(handle: Handler, options: FrontOptions): Handler;
export function frontOptionsFromEnv(env: Record<string, string | number | null | undefined>): FrontOptions;
export function startFrontServer(options: { dir: string; port: number; env: NodeJS.ProcessEnv }): Promise<Server>;
