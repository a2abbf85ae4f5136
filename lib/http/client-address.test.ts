import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

// How the front layer finds the address (socket, trusted proxies) is tested in scripts/front-server.test.ts.
describe('clientAddress', () => {
  it('reads the front layer header, trimmed and capped', () => {
    expect(clientAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(clientAddress('x'.repeat(200))).toHaveLength(64);
  });

  it('is null when the request did not pass through the front layer', () => {
    expect(clientAddress(null)).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
    expect(clientAddress('  ')).toBeNull();
  });
});
