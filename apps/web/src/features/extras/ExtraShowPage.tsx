import { formatDateTime, formatMoney } from '@backoffice/contract';
import { Alert, Group, Paper } from '@mantine/core';
import { DetailList } from '../../components/DetailList';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { Thumbnail } from '../../components/Thumbnail';
import { extras } from './api/extras';
import { formatCount } from '@backoffice/contract/constants';

const FIELD_LABELS = { name: 'Nome', description: 'Descrição', price: 'Preço', photo_url: 'Foto', stock: 'Estoque', status: 'Status', deleted_at: 'Excluído em' };
const formatValue = (field: string, value: unknown) => (field === 'price' && typeof value === 'number' ? formatMoney(value) : undefined);

/** /extras/{id}/show (a deleted extra offers restore) */
export default function ExtraShowPage() {
  return (
    <ShowPage
      resource={extras}
      noun={{ title: 'extra', article: 'o extra' }}
      fieldLabels={FIELD_LABELS}
      formatValue={formatValue}
      deleteNote="Ele poderá ser restaurado na lista de excluídos."
      deletedNotice={(x) => <Alert color="orange">Este extra foi excluído em {formatDateTime(x.deleted_at)} e não aparece para novos eventos.</Alert>}
    >
      {(x) => (
        <Paper withBorder p="lg" radius="md">
          <Group align="flex-start" gap="xl">
            {x.photo_url && <Thumbnail src={x.photo_url} alt={`Foto de ${x.name}`} />}
            <div style={{ flex: 1 }}>
              <DetailList
                items={[
                  { label: 'Nome', value: x.name },
                  { label: 'Preço', value: formatMoney(x.price) },
                  { label: 'Estoque', value: formatCount(x.stock) },
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
      )}
    </ShowPage>
  );
}
