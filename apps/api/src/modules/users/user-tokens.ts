import type { Db } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

/** Creates a single-use link token (only its hash is stored) and returns the clear token for the e-mail. */
export async function issueUserToken(tx: Db, userId: number, kind: 'password_reset' | 'invitation', ttlMs: number): Promise<string> {
  const token = randomToken();
  await tx.insert(userTokens).values({ userId, kind, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}
