import { formatDateTime, formatMoney, type WithdrawRequest } from '@backoffice/contract';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column, type UseListResult } from '../../../components/list';
import { MoneyInput } from '../../../components/inputs';
import { StatusBadge } from '../../../components/StatusBadge';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { useWithdrawDecision } from '../api/trainers';

type Decision = 'denied' | 'partially_denied';

/** Deny (with a note) or approve part of a request ('Falhou': the rest goes back to the available balance). */
function DecisionModal({ w, decision, onClose }: { w: WithdrawRequest; decision: Decision; onClose: () => void }) {
  const decide = useWithdrawDecision();
  const [notes, setNotes] = useState('');
  const [paid, setPaid] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (decision === 'partially_denied' && (paid === null || paid <= 0 || paid >= w.amount)) return setError('Informe um valor maior que zero e menor que o valor solicitado');
    await decide
      .mutateAsync({ w, body: { status: decision, notes, ...(decision === 'partially_denied' ? { paid_amount: paid ?? 0 } : {}) } })
      .then(onClose)
      .catch(() => onClose());
  };
  return (
    <Modal opened onClose={onClose} title={decision === 'denied' ? 'Negar saque' : 'Aprovar parcialmente'} size={440}>
      <Stack>
        <Text size="sm">
          {w.trainer_name} solicitou {formatMoney(w.amount)}.{' '}
          {decision === 'denied' ? 'O valor volta ao saldo disponível do treinador.' : 'Só o valor pago sai do saldo; o restante volta ao saldo disponível.'}
        </Text>
        {decision === 'partially_denied' && <MoneyInput label="Valor pago" withAsterisk value={paid} onChange={setPaid} error={error} />}
        <Textarea label="Observações" autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color={decision === 'denied' ? 'red' : 'orange'} loading={decide.isPending} onClick={() => void submit()}>
            {decision === 'denied' ? 'Sim, negar' : 'Sim, aprovar parcialmente'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Withdraw requests with their decision buttons (pending rows, profiles with `withdraw`). */
export function WithdrawsTable<F extends string>({ list, showTrainer = true }: { list: UseListResult<WithdrawRequest, F>; showTrainer?: boolean }) {
  const canDecide = useCan('withdraw', 'trainer');
  const decide = useWithdrawDecision();
  const [open, setOpen] = useState<{ w: WithdrawRequest; decision: Decision } | null>(null);
  const approve = async (w: WithdrawRequest) => {
    const ok = await confirmAction({ kind: 'ok', title: 'Aprovar saque', confirmLabel: 'Sim, aprovar', message: `Aprovar o saque de ${formatMoney(w.amount)} para ${w.trainer_name}? O valor sai do saldo do treinador.` });
    if (ok) await decide.mutateAsync({ w, body: { status: 'approved' } }).catch(() => undefined);
  };
  const columns: Column<WithdrawRequest>[] = [
    { key: 'id', header: 'Nº', sortField: 'trainer_balances.id', width: 70, render: (w) => w.id },
    ...(showTrainer
      ? [
          {
            key: 'trainer',
            header: 'Treinador',
            render: (w: WithdrawRequest) => (
              <Anchor component={Link} to={`/trainer/${w.trainer_id}/finance`}>
                {w.trainer_name}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'created', header: 'Solicitado em', sortField: 'created_at', render: (w) => formatDateTime(w.created_at) },
    { key: 'bank', header: 'Conta', render: (w) => w.bank_account ?? '—', visibleFrom: 'lg' },
    { key: 'amount', header: 'Valor', sortField: 'amount', align: 'right', render: (w) => formatMoney(w.amount) },
    { key: 'paid', header: 'Pago', align: 'right', render: (w) => (w.status === 'pending' ? '—' : formatMoney(w.paid_amount)) },
    {
      key: 'status',
      header: 'Status',
      // who decided, when and why under the status: as a column of its own it pushed a pending row's buttons out of view at 1280 px
      render: (w) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={w.status} variant="withdraw" />
          {w.processed_at && (
            <Text size="xs" c="dimmed">
              {`${w.processed_by_name ?? '—'} em ${formatDateTime(w.processed_at)}${w.notes ? ` · ${w.notes}` : ''}`}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (w) =>
        canDecide && w.status === 'pending' ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="xs" color="green" onClick={() => void approve(w)} aria-label={`Aprovar saque ${w.id}`}>
              Aprovar
            </Button>
            <Button size="xs" variant="light" color="orange" onClick={() => setOpen({ w, decision: 'partially_denied' })}>
              Parcial
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setOpen({ w, decision: 'denied' })}>
              Negar
            </Button>
          </Group>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable list={list} columns={columns} rowKey={(w) => w.id} caption="Solicitações de saque" emptyText="Nenhuma solicitação de saque" />
      {open && <DecisionModal w={open.w} decision={open.decision} onClose={() => setOpen(null)} />}
    </>
  );
}
