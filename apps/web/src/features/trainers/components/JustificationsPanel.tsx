import { PAGE_SIZES_WIDE, TRAINER_MSG, formatDateTime, justificationBody, type Justification } from '@backoffice/contract';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useList, type Column } from '../../../components/list';
import { StatusBadge } from '../../../components/StatusBadge';
import { api } from '../../../lib/api-client';
import { useCan } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { trainers, v2 } from '../api/trainers';

/** A trainer's justifications: list (newest first), create (description), close / reopen. */
export function JustificationsPanel({ id }: { id: number }) {
  const key = ['trainers', 'justifications', String(id)] as const;
  const list = useList<Justification>({ queryKey: key, path: v2(id, '/justifications'), defaultPerPage: 10, perPageOptions: PAGE_SIZES_WIDE });
  const canUpdate = useCan('update', 'trainer');
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: trainers.keys.detail(id) })]);
  const create = useMutation({
    mutationFn: (description: string) => api.post<Justification>(v2(id, '/justifications'), { description }),
    // §8: a failed justification creation is silent (the text stays for another try)
    meta: { handlesErrors: true },
    onSuccess: async () => {
      notifySuccess(TRAINER_MSG.justificationCreated);
      setText('');
      await refresh();
    },
  });
  const close = useMutation({
    mutationFn: (j: Justification) => api.patch(v2(id, `/justifications/${j.id}/status`), { status: j.status === 'open' ? 'closed' : 'open' }),
    onSuccess: refresh,
  });
  const submit = () => {
    const parsed = justificationBody.safeParse({ description: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    // §8: a failed creation is silent (the text stays for another try).
    create.mutate(parsed.data.description, { onError: () => undefined });
  };
  const columns: Column<Justification>[] = [
    { key: 'date', header: 'Data', render: (j) => formatDateTime(j.created_at), width: 170 },
    { key: 'description', header: 'Descrição', render: (j) => <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{j.description}</Text> },
    { key: 'by', header: 'Registrada por', render: (j) => j.created_by_name ?? 'Treinador' },
    { key: 'status', header: 'Status', render: (j) => <StatusBadge status={j.status} /> },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (j) =>
        canUpdate && (
          <Button size="xs" variant="subtle" loading={close.isPending && close.variables?.id === j.id} onClick={() => close.mutate(j, { onError: () => undefined })}>
            {j.status === 'open' ? 'Encerrar' : 'Reabrir'}
          </Button>
        ),
    },
  ];
  return (
    <Stack>
      {canUpdate && (
        <Group align="flex-end">
          <Textarea style={{ flex: 1 }} label="Nova justificativa" autosize minRows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} />
          <Button onClick={submit} loading={create.isPending}>
            Registrar
          </Button>
        </Group>
      )}
      <DataTable list={list} columns={columns} rowKey={(j) => j.id} caption="Justificativas" emptyText="Nenhuma justificativa" />
    </Stack>
  );
}
