import { Paper, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { useTrainer } from './api/trainers';
import { JustificationsPanel } from './components/JustificationsPanel';

/** /trainer/{id}/justifications */
export default function TrainerJustificationsPage() {
  const { id } = useParams();
  const q = useTrainer(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <Stack gap={0}>
      <PageHeader title={`Justificativas – ${q.data.name}`} backTo={`/trainer/${q.data.id}/show`} />
      <Paper withBorder p="lg" radius="md">
        <JustificationsPanel id={q.data.id} />
      </Paper>
    </Stack>
  );
}
