/**
 * The demo staff accounts every seed creates (README, tests and the production guard use this list).
 * Production must refuse to run while any of these still signs in with its demo password.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

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

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.local', password: 'demo-admin', name: 'Administrador Demo', profile: MASTER_PROFILE_NAME, twoFactorSecret: null },
  { email: 'staff@demo.local', password: 'demo-staff', name: 'Equipe de Eventos Demo', profile: READ_ONLY_EVENTS_PROFILE_NAME, twoFactorSecret: null },
  { email: '2fa@demo.local', password: 'demo-2fa', name: 'Administrador 2FA Demo', profile: MASTER_PROFILE_NAME, twoFactorSecret: DEMO_TOTP_SECRET },
];

/** Password of the other, generated demo staff users (one shared value: they exist so lists paginate). */
export const DEMO_OTHER_USERS_PASSWORD = 'demo-equipe';
