import { formatDate, formatMoney, type TrainerActivity } from '@backoffice/contract';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column, type UseListResult } from '../../../components/list';
import { RowActions } from '../../../components/RowActions';
import { StatusBadge } from '../../../components/StatusBadge';
import { SERVICE_TYPE_LABELS } from './labels';

/** Activities (one trainer's or everyone's): name, trainer, type, date, price, status, actions. */
export function ActivitiesTable<F extends string>({
  list,
  showTrainer,
  canUpdate,
  onToggle,
}: {
  list: UseListResult<TrainerActivity, F>;
  showTrainer: boolean;
  canUpdate: boolean;
  onToggle: (a: TrainerActivity) => void;
}) {
  const columns: Column<TrainerActivity>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (a) => a.id },
    {
      key: 'name',
      header: 'Atividade',
      render: (a) => (
        <Anchor component={Link} to={`/trainer/${a.trainer_id}/events/${a.id}/show`} fw={500}>
          {a.name}
        </Anchor>
      ),
    },
    ...(showTrainer
      ? [
          {
            key: 'trainer',
            header: 'Treinador',
            render: (a: TrainerActivity) => (
              <Anchor component={Link} to={`/trainer/${a.trainer_id}/show`}>
                {a.trainer_name}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'type', header: 'Serviço', render: (a) => SERVICE_TYPE_LABELS[a.service_type] },
    { key: 'date', header: 'Início', render: (a) => formatDate(a.event_date) || '—' },
    { key: 'city', header: 'Cidade', render: (a) => a.city_name ?? '—', visibleFrom: 'lg' },
    { key: 'price', header: 'Preço', sortField: 'price', align: 'right', render: (a) => formatMoney(a.price) },
    { key: 'status', header: 'Status', render: (a) => <StatusBadge status={a.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (a) => (
        <RowActions
          name={a.name}
          showTo={`/trainer/${a.trainer_id}/events/${a.id}/show`}
          editTo={canUpdate ? `/trainer/${a.trainer_id}/events/${a.id}/edit` : undefined}
          onEnable={canUpdate && a.status !== 'enabled' ? () => onToggle(a) : undefined}
          onDisable={canUpdate && a.status === 'enabled' ? () => onToggle(a) : undefined}
        />
      ),
    },
  ];
  return <DataTable list={list} columns={columns} rowKey={(a) => a.id} caption="Atividades" emptyText="Nenhuma atividade encontrada" />;
}
