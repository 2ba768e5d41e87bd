import { TOURNAMENT_MSG } from '@backoffice/contract';
import { Button, Group, Select, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ReportFilesList, reportsKey } from '../../components/ReportFilesList';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { requestTournamentReport, useTournamentOptions } from './api/tournaments';

/** /tournaments/subscriptions-report — POST /v2/reports/subscriptions per tournament; status, progress, download, re-enqueue. */
export default function TournamentsReportPage() {
  const canRequest = useCan('export', 'tournaments');
  const [search, setSearch] = useState('');
  const [tournamentId, setTournamentId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const options = useTournamentOptions(search);
  const request = async () => {
    if (!tournamentId) return;
    setSending(true);
    try {
      await requestTournamentReport(tournamentId);
      notifySuccess(TOURNAMENT_MSG.reportRequested);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={0}>
      <PageHeader title="Relatórios de inscrições de torneios" />
      {canRequest && (
        <Group align="flex-end" gap="sm" mb="md">
          <Select
            label="Torneio"
            placeholder="Buscar torneio pelo nome"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options.data ?? []}
            value={tournamentId}
            onChange={setTournamentId}
            nothingFoundMessage="Nenhum torneio encontrado"
            w={360}
            clearable
          />
          <Button leftSection={<IconFileExport size={16} />} onClick={() => void request()} loading={sending} disabled={!tournamentId}>
            Solicitar relatório
          </Button>
        </Group>
      )}
      <ReportFilesList reportType="tournament_subscriptions" subject={{ header: 'Torneio', title: (r) => r.file_name ?? '—' }} />
    </Stack>
  );
}
