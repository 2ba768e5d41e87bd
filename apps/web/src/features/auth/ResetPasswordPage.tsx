import { MSG, newPassword } from '@backoffice/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { useUrlSearchParams } from '../../lib/search-params';
import { resetPassword } from './api/session';
import { TabTitle } from '../../components/TabTitle';

const schema = z
  .object({ password: newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, { message: MSG.passwordsDiffer, path: ['password_confirmation'] });

/** /reset-password and /reset_password (?token=… from the e-mailed link). */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useUrlSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await resetPassword({ token, ...values });
      notifySuccess(MSG.passwordChanged);
      navigate('/sign_in', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.silent || error.isNetwork)) return;
      notifyFailure((error instanceof ApiError && error.firstMessage) || MSG.unexpectedRetry, MSG.passwordChangeFailed);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TabTitle title="Redefinir senha" />
        <Title order={2} size="h3">
          Redefinir senha
        </Title>
        {!token && (
          <Alert color="red" title={MSG.passwordChangeFailed}>
            {MSG.invalidResetLink}
          </Alert>
        )}
        <PasswordInput label="Nova senha" autoComplete="new-password" autoFocus {...form.register('password')} error={form.formState.errors.password?.message} />
        <PasswordInput
          label="Confirmação da nova senha"
          autoComplete="new-password"
          {...form.register('password_confirmation')}
          error={form.formState.errors.password_confirmation?.message}
        />
        <Button type="submit" loading={busy} disabled={!token} fullWidth>
          Alterar senha
        </Button>
        <Anchor component={Link} to="/sign_in" size="sm" ta="center">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
