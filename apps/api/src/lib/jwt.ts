import { createHmac, timingSafeEqual } from 'node:crypto';

/** Minimal HS256 JWT (RFC 7519): the only algorithm accepted is the one we sign with. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type JwtClaims = { sub: string; typ: string; exp: number; iat: number; [k: string]: unknown };

export function signJwt(claims: Omit<JwtClaims, 'iat' | 'exp'>, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'type' };

export function verifyJwt(token: string, secret: string, expectedType: string, now = Date.now()): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  if (!/^[A-Za-z0-9_-]+$/.test(parts[1] ?? '')) return { ok: false, reason: 'malformed' };
  // the signature must be exactly the canonical base64url text: decoding first would accept junk appended to it
  const expected = Buffer.from(createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest('base64url'));
  const given = Buffer.from(parts[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: JwtClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (claims.typ !== expectedType) return { ok: false, reason: 'type' };
  return { ok: true, claims };
}
