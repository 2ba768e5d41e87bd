import { email, MSG } from '@backoffice/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { requestPasswordReset } from './api/session';
import { TabTitle } from '../../components/TabTitle';

const schema = z.object({ email });

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await requestPasswordReset(values.email);
      notifySuccess(MSG.emailSent);
      navigate('/sign_in');
    } catch (error) {
      if (error instanceof ApiError && (error.silent || error.isNetwork)) return;
      notifyFailure((error instanceof ApiError && error.firstMessage) || MSG.unexpectedRetry, MSG.genericErrorTitle);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TabTitle title="Esqueci minha senha" />
        <Title order={2} size="h3">
          Esqueci minha senha
        </Title>
        <Text size="sm" c="dimmed">
          Informe seu e-mail para receber o link de redefinição de senha.
        </Text>
        <TextInput label="E-mail" type="email" autoComplete="email" autoFocus {...form.register('email')} error={form.formState.errors.email?.message} />
        <Button type="submit" loading={busy} fullWidth>
          Enviar
        </Button>
        <Anchor component={Link} to="/sign_in" size="sm" ta="center">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
