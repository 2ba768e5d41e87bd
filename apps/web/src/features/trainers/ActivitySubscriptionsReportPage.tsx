import { MSG, activitySubscriptionsCsv, formatDate } from '@backoffice/contract';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCan } from '../../lib/me';
import { notifyError } from '../../lib/notify';
import { useActivity, useOccurrences } from './api/trainers';

/** /trainer/{id}/events/{activityId}/subscriptions/report — the activity's subscriptions as CSV, all or by class date. */
export default function ActivitySubscriptionsReportPage() {
  const { id, activityId } = useParams();
  const activity = useActivity(id, activityId);
  const canExport = useCan('export', 'trainer');
  const occurrences = useOccurrences(id, activityId, 'false');
  const [occurrence, setOccurrence] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = occurrences.data?.find((o) => String(o.id) === occurrence);
  const download = async () => {
    setBusy(true);
    try {
      await api.download(`/v1/report/activities/${activityId}/activity_occurrences`, activitySubscriptionsCsv(Number(activityId), chosen?.date), occurrence ? { occurrence_id: occurrence } : undefined);
    } catch (error) {
      notifyError(error, MSG.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={0}>
      <PageHeader title={activity.data ? `Relatório – ${activity.data.name}` : 'Relatório de inscrições'} backTo={`/trainer/${id}/events/${activityId}/subscriptions/list`} />
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Text size="sm">Exporta as inscrições da atividade. Escolha uma data para listar quem estava inscrito até aquela aula.</Text>
          <Group align="flex-end">
            <Select
              label="Data da aula"
              placeholder="Todas as datas"
              clearable
              w={220}
              data={(occurrences.data ?? []).map((o) => ({ value: String(o.id), label: formatDate(o.date) }))}
              value={occurrence}
              onChange={setOccurrence}
            />
            {canExport && (
              <Button leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download()}>
                Exportar CSV
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
