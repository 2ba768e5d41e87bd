import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret for e-mailed links and refresh tokens; only its hash is stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
