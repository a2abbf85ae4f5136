import type { Context } from 'hono';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/lib/http/client-address';

/** The caller's address as our front layer saw it (never the sender's own claim). */
export function clientIp(c: Context): string | null {
  return clientAddress(c.req.header(CLIENT_ADDRESS_HEADER));
}
