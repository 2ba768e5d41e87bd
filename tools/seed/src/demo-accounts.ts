/**
 * The demo staff accounts every seed creates. The list itself lives in the API (apps/api/src/demo-accounts.ts), whose
 * production guard refuses to start while any user on @demo.local exists; README, tests and e2e read the same list.
 * Every staff user the seed makes is on that domain, so the guard catches all of them.
 */
import { DEMO_ACCOUNTS as API_DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_TOTP_SECRET } from '@backoffice/api/demo-accounts.ts';

export { DEMO_EMAIL_DOMAIN, DEMO_TOTP_SECRET };

export const MASTER_PROFILE_NAME = 'Master';
export const READ_ONLY_EVENTS_PROFILE_NAME = 'Eventos (somente leitura)';

export type DemoAccount = {
  email: string;
  password: string;
  name: string;
  profile: string;
  /** Base32 TOTP secret when two-factor is on. */
  twoFactorSecret: string | null;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = API_DEMO_ACCOUNTS;

/** Password of the other, generated demo staff users (one shared value: they exist so lists paginate). */
export const DEMO_OTHER_USERS_PASSWORD = 'demo-equipe';
