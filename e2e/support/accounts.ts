/** The demo accounts the demo seed creates (apps/api/src/demo-accounts.ts is the source of truth). */
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from '@backoffice/api/demo-accounts.ts';
import { totp, TOTP_STEP_SECONDS } from '@backoffice/api/lib/totp.ts';

function account(email: string) {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`conta de demonstração ausente: ${email}`);
  return found;
}

export const DEMO = {
  /** Master, no 2FA. */
  admin: account('admin@demo.local'),
  /** 'Eventos (somente leitura)'. */
  staff: account('staff@demo.local'),
  /** Master with 2FA (secret DEMO_TOTP_SECRET). */
  twoFactor: account('2fa@demo.local'),
} as const;

export { DEMO_TOTP_SECRET };

/** The current TOTP code of a secret (the API's own implementation). */
export function currentCode(secret: string = DEMO_TOTP_SECRET): string {
  return totp(secret);
}

/**
 * A well-formed 6-digit code that the server will refuse: not the code of any step the server accepts
 * (previous, current, next) — nor of the following step, in case the clock turns while the test types.
 */
export function wrongCode(secret: string = DEMO_TOTP_SECRET): string {
  const now = Date.now();
  const step = TOTP_STEP_SECONDS * 1000;
  const accepted = new Set([-1, 0, 1, 2].map((k) => totp(secret, now + k * step)));
  for (let n = 123456; ; n = (n + 111111) % 1_000_000) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}
