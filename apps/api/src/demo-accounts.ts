/** The demo staff accounts the demo seed creates (README documents them; production refuses to start while they exist). */
export const DEMO_EMAIL_DOMAIN = 'demo.local';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', password: 'demo-admin', name: 'Administrador Demo', profile: 'Master', twoFactorSecret: null },
  { email: 'staff@demo.local', password: 'demo-staff', name: 'Equipe de Eventos Demo', profile: 'Eventos (somente leitura)', twoFactorSecret: null },
  { email: '2fa@demo.local', password: 'demo-2fa', name: 'Usuário 2FA Demo', profile: 'Master', twoFactorSecret: DEMO_TOTP_SECRET },
] as const;
