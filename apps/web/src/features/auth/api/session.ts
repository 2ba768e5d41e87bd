import type { SessionTokens, SignInBody, SignInResponse } from '@backoffice/contract';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { meQuery } from '../../../lib/me-query-key';

export const signIn = (body: SignInBody) => api.post<SignInResponse>('/v2/session', body);
export const confirmTwoFactor = (body: { two_factor_token: string; code: string }) => api.post<SessionTokens>('/v1/session/two_factor', body);
export const requestPasswordReset = (email: string) =>
  api.post('/v1/me/forgot_password', { email, reset_url: `${window.location.origin}/reset-password` });
export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  api.post('/v1/me/reset_password', body);

/** Last login step (§4): session set, current user loaded; returns where to go (remembered page or /admin). */
export async function completeSignIn(tokens: SessionTokens, queryClient: QueryClient): Promise<string> {
  authStore.clearTwoFactorToken();
  notifications.clean();
  queryClient.clear();
  authStore.setTokens(tokens);
  await queryClient.fetchQuery(meQuery);
  return authStore.takeRedirect() ?? '/admin';
}
