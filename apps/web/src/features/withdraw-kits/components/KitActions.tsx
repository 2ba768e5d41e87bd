import { type WithdrawSubscription, type WithdrawSubscriptionDetail } from '@backoffice/contract';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPackageExport, IconRotate, IconWifiOff } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { ACTION_SUCCESS, newActionId, sendKitAction, useRefreshDesk, type KitAction } from '../api/withdraw-kits';

type Failure = { kind: 'network' } | { kind: 'server'; message: string };

/**
 * Withdraw / undo for one subscription. Each intended action carries one id, kept across retries, so a request that
 * reached the server before the connection dropped is never applied twice; the kit shows as withdrawn only when the
 * server answered so. `confirmWithEnter`: the desk's keyboard flow (Enter confirms the withdrawal).
 */
export function KitActions({
  eventId,
  sub,
  defaultPickedUpBy,
  confirmWithEnter = false,
  onDone,
}: {
  eventId: string | number;
  sub: WithdrawSubscription;
  defaultPickedUpBy?: string | null;
  confirmWithEnter?: boolean;
  onDone?: (detail: WithdrawSubscriptionDetail, action: KitAction) => void;
}) {
  const canWithdraw = useCan('withdraw', 'withdraw_kits');
  const canUncheck = useCan('uncheck_withdraw', 'withdraw_kits');
  const refresh = useRefreshDesk();
  const [pickedUpBy, setPickedUpBy] = useState(defaultPickedUpBy ?? '');
  // the authorised third party arrives with the detail, after the first render: fill it in unless typed over
  const [shownDefault, setShownDefault] = useState(defaultPickedUpBy ?? '');
  if ((defaultPickedUpBy ?? '') !== shownDefault) {
    setShownDefault(defaultPickedUpBy ?? '');
    if (!pickedUpBy.trim()) setPickedUpBy(defaultPickedUpBy ?? '');
  }
  const [pending, setPending] = useState<KitAction | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // one id per intended action; a new one only after the server answered
  const actionIds = useRef<Record<KitAction, string>>({ withdraw: newActionId(), uncheck_withdraw: newActionId() });

  async function run(action: KitAction, extra: { picked_up_by_name?: string | null; reason?: string | null } = {}) {
    if (pending) return;
    setPending(action);
    setFailure(null);
    try {
      const detail = await sendKitAction(eventId, sub.id, action, { client_action_id: actionIds.current[action], ...extra });
      actionIds.current[action] = newActionId();
      notifySuccess(ACTION_SUCCESS[action]);
      await refresh();
      onDone?.(detail, action);
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) setFailure({ kind: 'network' });
      else {
        actionIds.current[action] = newActionId();
        setFailure({ kind: 'server', message: error instanceof ApiError ? (error.firstMessage ?? 'Ocorreu um erro') : 'Ocorreu um erro' });
        await refresh();
      }
    } finally {
      setPending(null);
    }
  }

  async function withdraw() {
    // the desk's modal is itself the confirmation step; elsewhere ask first
    if (!confirmWithEnter && failure?.kind !== 'network') {
      const ok = await confirmAction({
        title: 'Confirmar retirada',
        message: `Registrar a entrega do kit de ${sub.athlete.name}${pickedUpBy.trim() ? ` a ${pickedUpBy.trim()}` : ''}?`,
        kind: 'ok',
        confirmLabel: 'Sim, retirar',
      });
      if (!ok) return;
    }
    await run('withdraw', { picked_up_by_name: pickedUpBy.trim() || null });
  }
  async function uncheck() {
    const ok = await confirmAction({
      title: 'Desfazer retirada',
      message: `Desfazer a retirada do kit de ${sub.athlete.name}? A ação fica registrada no histórico.`,
      kind: 'ok',
      confirmLabel: 'Sim, desfazer',
    });
    if (ok) await run('uncheck_withdraw');
  }

  const onEnter = (e: KeyboardEvent) => {
    if (confirmWithEnter && e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void withdraw();
    }
  };

  return (
    <Stack gap="sm">
      {failure?.kind === 'network' && (
        <Alert color="orange" icon={<IconWifiOff />} title="Sem conexão com o servidor" role="alert">
          <Text size="sm">
            A ação <b>não foi confirmada</b> pelo servidor. Verifique a conexão e tente de novo: a repetição é segura (a mesma ação nunca é aplicada duas vezes).
          </Text>
        </Alert>
      )}
      {failure?.kind === 'server' && (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          <Text size="sm">{failure.message}</Text>
        </Alert>
      )}
      {sub.withdrawable && canWithdraw && (
        <>
          <TextInput
            label="Retirado por (se não for o próprio atleta)"
            placeholder="Nome de quem está retirando"
            value={pickedUpBy}
            onChange={(e) => setPickedUpBy(e.currentTarget.value)}
            onKeyDown={onEnter}
            maxLength={120}
          />
          <Group justify="flex-end">
            <Button
              size="md"
              // the theme's dark green (light-color token): white text at AA contrast (green.6 is 2.6:1, green.9 4.4:1)
              color="var(--mantine-color-green-light-color)"
              leftSection={failure?.kind === 'network' ? <IconRotate size={18} /> : <IconPackageExport size={18} />}
              loading={pending === 'withdraw'}
              onClick={() => void withdraw()}
              onKeyDown={onEnter}
              data-autofocus={confirmWithEnter || undefined}
            >
              {failure?.kind === 'network' ? 'Tentar novamente' : confirmWithEnter ? 'Confirmar retirada (Enter)' : 'Confirmar retirada'}
            </Button>
          </Group>
        </>
      )}
      {sub.kit_withdrawn_at && canUncheck && (
        <Group justify="flex-end">
          <Button variant="light" color="orange" leftSection={<IconRotate size={18} />} loading={pending === 'uncheck_withdraw'} onClick={() => void uncheck()}>
            {failure?.kind === 'network' ? 'Tentar desfazer novamente' : 'Desfazer retirada'}
          </Button>
        </Group>
      )}
      {sub.withdrawable && !canWithdraw && (
        <Text size="sm" c="dimmed">
          Seu perfil não permite registrar retiradas.
        </Text>
      )}
    </Stack>
  );
}
