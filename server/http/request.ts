import type { Context } from 'hono';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/http/client-address';

/** The caller's address as the nearest trusted proxy reports it (never the sender's own claim). */
export function clientIp(c: Context): string | null {
  return clientAddress(c.req.header('x-forwarded-for'), c.req.header('x-real-ip'), env().TRUST_PROXY_HOPS);
}
