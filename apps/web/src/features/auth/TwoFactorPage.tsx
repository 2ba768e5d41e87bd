import { MSG } from '@backoffice/contract';
import { Anchor, Button, Center, PinInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';
import { notifyFailure } from '../../lib/notify';
import { completeSignIn, confirmTwoFactor } from './api/session';
import { TabTitle } from '../../components/TabTitle';

/** /2fa: second login step, a 6-digit code from the authenticator app. */
export default function TwoFactorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const pinRef = useRef<HTMLDivElement>(null);
  // Read once: completeSignIn clears it while this page is still shown.
  const [token] = useState(authStore.getTwoFactorToken);

  if (!token) return <Navigate to="/sign_in" replace />;

  const submit = async (value = code) => {
    if (!/^\d{6}$/.test(value) || busy) return;
    setBusy(true);
    try {
      const tokens = await confirmTwoFactor({ two_factor_token: token, code: value });
      navigate(await completeSignIn(tokens, queryClient), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.silent || error.isNetwork)) return;
      // §8: a two-factor failure shows 'Ocorreu um erro inesperado. Tente novamente.', one message (no second title).
      const expired = error instanceof ApiError && error.firstMessage === MSG.twoFactorExpired;
      notifyFailure(expired ? MSG.twoFactorExpired : MSG.unexpectedRetry);
      setCode('');
      // Type the next code from the first box again.
      pinRef.current?.querySelector('input')?.focus();
      // The challenge expired: start again from the password step.
      if (expired) {
        authStore.clearTwoFactorToken();
        navigate('/sign_in', { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <TabTitle title="Verificação em dois fatores" />
        <Title order={2} size="h3">
          Verificação em dois fatores
        </Title>
        <Text size="sm" c="dimmed">
          Digite o código de 6 dígitos do seu aplicativo autenticador.
        </Text>
        <Center ref={pinRef}>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={(v) => void submit(v)}
            aria-label="Código de verificação"
            ariaLabel="Dígito do código"
          />
        </Center>
        <Button type="submit" loading={busy} disabled={code.length !== 6} fullWidth>
          Verificar
        </Button>
        <Anchor
          component={Link}
          to="/sign_in"
          size="sm"
          ta="center"
          onClick={() => authStore.clearTwoFactorToken()}
        >
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
