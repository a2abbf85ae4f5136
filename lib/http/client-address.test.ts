import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address our one proxy appended, not what the sender wrote before it', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', null, 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', null, 1)).toBe('203.0.113.7');
  });

  it('counts trusted hops from the right', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', null, 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7, 10.0.0.2', null, 3)).toBe('203.0.113.7');
  });

  it('uses the rightmost entry when the app is exposed directly', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', null, 0)).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, then to nothing', () => {
    expect(clientAddress(null, ' 198.51.100.4 ', 1)).toBe('198.51.100.4');
    expect(clientAddress(' , ', null, 1)).toBeNull();
    expect(clientAddress(undefined, undefined, 1)).toBeNull();
  });
});
