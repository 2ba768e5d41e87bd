import { z } from 'zod';
import { permissionSchema } from './permission-schema.ts';

export const email = z.email('E-mail inválido').trim().toLowerCase().max(254);
/** Passwords: at least 8 characters, at most 128 (argon2 input stays bounded). */
export const newPassword = z.string().min(8, 'A senha deve ter pelo menos 8 caracteres').max(128, 'A senha deve ter no máximo 128 caracteres');

export const signInBody = z.strictObject({
  email,
  password: z.string().min(1, 'Informe a senha').max(128),
});
export type SignInBody = z.infer<typeof signInBody>;

/** Tokens issued on a completed sign-in (or on refresh). */
export const sessionTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.string().describe('ISO 8601 instant when access_token expires'),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/**
 * POST /v2/session. Without two-factor it completes the sign-in (tokens present); with two-factor it answers the
 * challenge: `two_factor_token` is posted back with the code, `two_factor_key` names the challenge for support logs.
 */
export const signInResponse = z.object({
  is_two_factor_enabled: z.boolean(),
  two_factor_key: z.string().optional(),
  two_factor_token: z.string().optional(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_at: z.string().optional(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const totpCode = z.string().trim().regex(/^\d{6}$/, 'Informe os 6 dígitos do código');

export const twoFactorBody = z.strictObject({
  two_factor_token: z.string().min(1).max(2000),
  code: totpCode,
});

export const refreshBody = z.strictObject({ refresh_token: z.string().min(1).max(500) });

export const forgotPasswordBody = z.strictObject({
  email,
  /** The panel's reset page; only used when it belongs to this server's public origin. */
  reset_url: z.url().max(500).optional(),
});

export const resetPasswordBody = z
  .strictObject({
    token: z.string().min(1).max(500),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, { message: 'As senhas não conferem.', path: ['password_confirmation'] });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const profileRef = z.object({ id: z.number().int(), name: z.string() });

/** GET /v1/me. */
export const me = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  two_factor_enabled: z.boolean(),
  full_access: z.boolean(),
  profiles: z.array(profileRef),
  permissions: z.array(permissionSchema),
});
export type Me = z.infer<typeof me>;

/** POST /v1/me/two_factor: starts enrolment; the secret is confirmed with a code before it is turned on. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export const twoFactorConfirmBody = z.strictObject({ code: totpCode });
export const twoFactorDisableBody = z.strictObject({ code: totpCode });
