import { MSG } from '@backoffice/contract';
import { Badge, Button, Code, CopyButton, Group, Image, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageState';
import { ApiError } from '../../lib/api-client';
import { meQueryKey, useMe } from '../../lib/me';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, type TwoFactorSetup } from './api/two-factor';

function codeError(error: unknown) {
  if (error instanceof ApiError && (error.silent || error.isNetwork)) return;
  notifyFailure((error instanceof ApiError && error.firstMessage) || MSG.unexpectedRetry, MSG.genericErrorTitle);
}

function QrImage({ url }: { url: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let alive = true;
    void QRCode.toDataURL(url, { width: 220, margin: 1 }).then((data) => alive && setSrc(data));
    return () => {
      alive = false;
    };
  }, [url]);
  return src ? <Image src={src} w={220} h={220} alt="QR code para o aplicativo autenticador" /> : <PageLoader />;
}

function Enrol() {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: startTwoFactor, onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: confirmTwoFactor,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      notifySuccess(MSG.twoFactorEnabled);
      setSetup(undefined);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (e) => {
      setCode('');
      codeError(e);
    },
  });

  if (!setup) {
    return (
      <Stack align="flex-start">
        <Text size="sm" c="dimmed">
          Proteja sua conta pedindo um código do aplicativo autenticador (Google Authenticator, Authy, 1Password…) a cada login.
        </Text>
        <Button leftSection={<IconShieldCheck size={16} />} loading={start.isPending} onClick={() => start.mutate()}>
          Ativar autenticação em dois fatores
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text size="sm">1. Escaneie o QR code com o aplicativo autenticador ou digite a chave manualmente.</Text>
      <Group align="flex-start" gap="xl">
        <QrImage url={setup.otpauth_url} />
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Chave
          </Text>
          <Code fz="sm">{setup.secret}</Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copiada' : 'Copiar chave'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <Text size="sm">2. Digite o código de 6 dígitos mostrado no aplicativo.</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (code.length === 6) confirm.mutate(code);
        }}
      >
        <Group>
          <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label="Código de verificação" ariaLabel="Dígito do código" />
          <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
            Confirmar
          </Button>
          <Button variant="default" onClick={() => setSetup(undefined)}>
            Cancelar
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function Disable() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      notifySuccess(MSG.twoFactorDisabled);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (e) => {
      setCode('');
      codeError(e);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (code.length === 6) disable.mutate(code);
      }}
    >
      <Stack align="flex-start">
        <Text size="sm" c="dimmed">
          Para desativar, digite um código atual do seu aplicativo autenticador.
        </Text>
        <Group>
          <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label="Código de verificação" ariaLabel="Dígito do código" />
          <Button type="submit" color="red" variant="light" leftSection={<IconShieldOff size={16} />} loading={disable.isPending} disabled={code.length !== 6}>
            Desativar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /me — 'Minha conta': account data and two-factor enrolment. */
export default function MePage() {
  const me = useMe().data;
  if (!me) return <PageLoader />;
  return (
    <Stack gap={0}>
      <PageHeader title="Minha conta" />
      <Stack>
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              { label: 'Nome', value: me.name },
              { label: 'E-mail', value: me.email },
              { label: 'Perfis', value: me.profiles.map((p) => p.name).join(', ') },
            ]}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="md">
            <Title order={3} size="h4">
              Autenticação em dois fatores
            </Title>
            <Badge color={me.two_factor_enabled ? 'green' : 'gray'} variant="light">
              {me.two_factor_enabled ? 'Ativa' : 'Inativa'}
            </Badge>
          </Group>
          {me.two_factor_enabled ? <Disable /> : <Enrol />}
        </Paper>
      </Stack>
    </Stack>
  );
}
