import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended setting (19 MiB, 2 passes). */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work for unknown users, so timing does not reveal which e-mails exist.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
