import { INVALID_CREDENTIALS_CODE, MSG } from '@backoffice/contract/constants';
import { Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';
import { notifyFailure } from '../../lib/notify';
import { completeSignIn, signIn } from './api/session';
import { useSignInForm } from './sign-in-form';
import { TabTitle } from '../../components/TabTitle';

/** Shows a login failure (§8): 4001 → 'Falha na Autenticação' / 'Credenciais inválidas.', 429 → the server's text. */
export function notifySignInError(error: unknown) {
  if (error instanceof ApiError) {
    if (error.silent || error.isNetwork) return;
    if (error.code === INVALID_CREDENTIALS_CODE) return notifyFailure(MSG.invalidCredentials, MSG.invalidCredentialsTitle);
    if (error.status === 429 && error.firstMessage) return notifyFailure(error.firstMessage, MSG.invalidCredentialsTitle);
  }
  notifyFailure(MSG.unexpectedRetry);
}

export default function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { errors, onSubmit, onChange } = useSignInForm(async (values) => {
    setBusy(true);
    try {
      const answer = await signIn(values);
      if (answer.is_two_factor_enabled && answer.two_factor_token) {
        authStore.setTwoFactorToken(answer.two_factor_token);
        navigate('/2fa');
        return;
      }
      if (!answer.access_token || !answer.refresh_token) throw new Error('missing tokens');
      const target = await completeSignIn(
        { access_token: answer.access_token, refresh_token: answer.refresh_token, expires_at: answer.expires_at ?? '' },
        queryClient,
      );
      navigate(target, { replace: true });
    } catch (error) {
      notifySignInError(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TabTitle title="Entrar" />
        <Title order={2} size="h3">
          Entrar
        </Title>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          name="email"
          onChange={onChange}
          error={errors.email}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          name="password"
          onChange={onChange}
          error={errors.password}
        />
        <Button type="submit" loading={busy} fullWidth>
          Entrar
        </Button>
        <Anchor component={Link} to="/forgot_password" size="sm" ta="center">
          Esqueci minha senha
        </Anchor>
      </Stack>
    </form>
  );
}
