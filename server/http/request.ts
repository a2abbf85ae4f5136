import type { Context } from 'hono';

/** The caller's address as the proxy in front of us reports it. */
export function clientIp(c: Context): string | null {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('x-real-ip') || null;
}
