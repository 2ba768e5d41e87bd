import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const secret = 's'.repeat(40);

describe('verifyJwt (issue 12 §3)', () => {
  it('accepts the token it signed', () => {
    expect(verifyJwt(signJwt({ sub: '1', typ: 'access' }, secret, 60), secret, 'access').ok).toBe(true);
  });

  it('refuses signatures that are not the canonical base64url text', () => {
    const token = signJwt({ sub: '1', typ: 'access' }, secret, 60);
    const [h, p, sig] = token.split('.') as [string, string, string];
    const std = Buffer.from(sig, 'base64url').toString('base64'); // standard base64 with padding decodes to the same bytes
    for (const forged of [`${token}A`, `${token}==`, `${token}.`, `${h}.${p}.${std}`, `${h}.${p}.${sig.slice(0, -1)}`, `${h}.${p}=.${sig}`])
      expect(verifyJwt(forged, secret, 'access').ok, forged).toBe(false);
  });
});
