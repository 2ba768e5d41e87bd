import { formatDateTime, formatMoney } from '@backoffice/contract';
import { Alert, Group, Paper, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { RecordActions } from '../../components/RecordActions';
import { Thumbnail } from '../../components/Thumbnail';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { useExtra, useExtraAction, useExtraHistory } from './api/extras';

const FIELD_LABELS = { name: 'Nome', description: 'Descrição', price: 'Preço', photo_url: 'Foto', stock: 'Estoque', status: 'Status', deleted_at: 'Excluído em' };

/** /extras/{id}/show */
export default function ExtraShowPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const extra = useExtra(id);
  const history = useExtraHistory(id);
  const canUpdate = useCan('update', 'extras');
  const canDelete = useCan('destroy', 'extras');
  const canRestore = useCan('restore', 'extras');
  const action = useExtraAction();

  if (extra.isPending) return <PageLoader />;
  if (extra.isError) return <PageError error={extra.error} onRetry={() => void extra.refetch()} />;
  const x = extra.data;
  const deleted = x.deleted_at !== null;

  const remove = async () => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir extra', message: `Deseja excluir o extra ${x.name}? Ele poderá ser restaurado na lista de excluídos.` }))) return;
    await action.mutateAsync({ id: x.id, action: 'delete' }).then(() => navigate('/extras/list')).catch(() => undefined);
  };
  const restore = async () => {
    await action.mutateAsync({ id: x.id, action: 'restore' }).then(() => extra.refetch()).catch(() => undefined);
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={x.name}
        backTo={deleted ? '/extras/delete_list' : '/extras/list'}
        actions={<RecordActions editTo={!deleted && canUpdate ? `/extras/${x.id}/edit` : undefined} onDelete={!deleted && canDelete ? () => void remove() : undefined} onRestore={deleted && canRestore ? () => void restore() : undefined} />}
      />
      <Stack gap="lg">
        {deleted && <Alert color="orange">Este extra foi excluído em {formatDateTime(x.deleted_at)} e não aparece para novos eventos.</Alert>}
        <Paper withBorder p="lg" radius="md">
          <Group align="flex-start" gap="xl">
            {x.photo_url && <Thumbnail src={x.photo_url} alt={`Foto de ${x.name}`} />}
            <div style={{ flex: 1 }}>
              <DetailList
                items={[
                  { label: 'Nome', value: x.name },
                  { label: 'Preço', value: formatMoney(x.price) },
                  { label: 'Estoque', value: x.stock.toLocaleString('pt-BR') },
                  { label: 'Status', value: <StatusBadge status={x.status} /> },
                  { label: 'Eventos que vendem', value: x.events_count },
                  { label: 'Descrição', value: x.description },
                  { label: 'Criado em', value: formatDateTime(x.created_at) },
                  { label: 'Atualizado em', value: formatDateTime(x.updated_at) },
                ]}
              />
            </div>
          </Group>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Histórico
          </Title>
          <AuditTimeline query={history} fieldLabels={FIELD_LABELS} formatValue={(field, value) => (field === 'price' && typeof value === 'number' ? formatMoney(value) : undefined)} />
        </Paper>
      </Stack>
    </Stack>
  );
}
