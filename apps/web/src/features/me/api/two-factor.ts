import { api } from '../../../lib/api-client';

export type TwoFactorSetup = { secret: string; otpauth_url: string };

export const startTwoFactor = () => api.post<TwoFactorSetup>('/v1/me/two_factor');
export const confirmTwoFactor = (code: string) => api.post('/v1/me/two_factor/confirm', { code });
export const disableTwoFactor = (code: string) => api.delete('/v1/me/two_factor', { code });
