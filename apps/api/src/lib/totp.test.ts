import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, totp, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA1 key "12345678901234567890" (8-digit vectors, compared on their last 6 digits).
const RFC_KEY = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    expect(totp(RFC_KEY, 59_000)).toBe('287082');
    expect(totp(RFC_KEY, 1_111_111_109_000)).toBe('081804');
    expect(totp(RFC_KEY, 1_234_567_890_000)).toBe('005924');
    expect(totp(RFC_KEY, 2_000_000_000_000)).toBe('279037');
  });
  it('matches RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect(['755224', '287082', '359152'].map((_, i) => hotp(key, i))).toEqual(['755224', '287082', '359152']);
  });
  it('accepts one step of drift either side and nothing further', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_KEY, totp(RFC_KEY, now - 30_000), null, now)).not.toBeNull();
    expect(verifyTotp(RFC_KEY, totp(RFC_KEY, now + 30_000), null, now)).not.toBeNull();
    expect(verifyTotp(RFC_KEY, totp(RFC_KEY, now - 90_000), null, now)).toBeNull();
  });
  it('refuses a code whose step was already used (replay)', () => {
    const now = 1_700_000_000_000;
    const code = totp(RFC_KEY, now);
    const step = verifyTotp(RFC_KEY, code, null, now);
    expect(step).not.toBeNull();
    expect(verifyTotp(RFC_KEY, code, step, now)).toBeNull();
  });
  it('round-trips base32 and builds an otpauth URL', () => {
    expect(base32Decode(base32Encode(Buffer.from('hello world'))).toString()).toBe('hello world');
    expect(otpauthUrl('ABC', 'a@b.c')).toContain('otpauth://totp/Backoffice%3Aa%40b.c?secret=ABC');
  });
});
