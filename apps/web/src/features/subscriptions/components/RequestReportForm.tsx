import { PARTICIPANTS_MSG } from '@backoffice/contract';
import { Button, Group, Select } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { reportsKey, requestEventReport } from '../api/subscriptions';

/** Picks an event (searching by name) and requests its report. */
export function RequestReportForm({ type }: { type: 'subscriptions' | 'event_results' }) {
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const events = useQuery({
    queryKey: ['events', 'options', search],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/events', { per_page: 20, query: search || undefined, time: 'all', order: '-event_date' }, signal),
    select: (rows) => rows.map((e) => ({ value: String(e.id), label: e.name })),
  });
  const request = async () => {
    if (!eventId) return;
    setSending(true);
    try {
      await requestEventReport(eventId, type);
      notifySuccess(PARTICIPANTS_MSG.reportRequested);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <Select
        label="Evento"
        placeholder="Buscar evento pelo nome"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={events.data ?? []}
        value={eventId}
        onChange={setEventId}
        nothingFoundMessage="Nenhum evento encontrado"
        w={360}
        clearable
      />
      <Button leftSection={<IconFileExport size={16} />} onClick={() => void request()} loading={sending} disabled={!eventId}>
        Solicitar relatório
      </Button>
    </Group>
  );
}
