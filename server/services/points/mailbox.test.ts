import { describe, expect, it } from 'vitest';
import { mailboxHash, mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('drops case, a +tag, and at Gmail the dots and the googlemail name', () => {
    expect(mailboxOf(' Jonas.Peeters+Deals@GMAIL.com ')).toBe('jonaspeeters@gmail.com');
    expect(mailboxOf('jonas.peeters@googlemail.com')).toBe('jonaspeeters@gmail.com');
    expect(mailboxOf('lotte+promo+2@telenet.be')).toBe('lotte@telenet.be');
  });

  it('keeps what names another mailbox: dots elsewhere, a leading +, no @', () => {
    expect(mailboxOf('jonas.peeters@telenet.be')).toBe('jonas.peeters@telenet.be');
    expect(mailboxOf('+info@example.be')).toBe('+info@example.be');
    expect(mailboxOf('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
  });

  it('hashes the mailbox, not the address as written', () => {
    expect(mailboxHash('a.b+x@gmail.com')).toBe(mailboxHash('AB@googlemail.com'));
    expect(mailboxHash('a.b@telenet.be')).not.toBe(mailboxHash('ab@telenet.be'));
    expect(mailboxHash('ab@gmail.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
