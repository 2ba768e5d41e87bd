import { PARTNER_PERCENT_FIELDS, enumLabel, formatDateTime, formatPercent, type PartnerHistoryEntry, type PartnerPercentField } from '@backoffice/contract';
import { Badge, Text } from '@mantine/core';
import { DataTable, useList, type Column } from '../../../components/list';
import { partners } from '../api/partners';

const CHANGE_COLORS = { created: 'green', updated: 'blue', deleted: 'red' } as const;

/** "30% → 25%", the new value bold when it changed. */
function OldNew({ from, to }: { from: number | null; to: number | null }) {
  if (from === null) return <Text size="sm">{formatPercent(to)}</Text>;
  if (to === null) return <Text size="sm" td="line-through">{formatPercent(from)}</Text>;
  const changed = from !== to;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatPercent(from)} → <Text span fw={changed ? 700 : 400} c={changed ? undefined : 'dimmed'}>{formatPercent(to)}</Text>
    </Text>
  );
}

/** A programme's discount history (newest first, paged; page and size in the URL like any list). */
export function PartnerHistory({ partnerId, fields }: { partnerId: number; fields: PartnerPercentField[] }) {
  const list = useList<PartnerHistoryEntry>({
    queryKey: [...partners.keys.all, 'history-table', partnerId],
    path: '/v2/partner_historical',
    params: { partner_id: partnerId },
    defaultPerPage: 10,
    defaultOrder: '-created_at',
  });
  const columns: Column<PartnerHistoryEntry>[] = [
    { key: 'date', header: 'Data', sortField: 'created_at', nowrap: true, render: (h) => formatDateTime(h.created_at) },
    {
      key: 'type',
      header: 'Alteração',
      render: (h) => (
        <Badge color={CHANGE_COLORS[h.change_type]} variant="light" tt="none">
          {enumLabel('change_type', h.change_type)}
        </Badge>
      ),
    },
    ...fields.map(
      (f): Column<PartnerHistoryEntry> => ({
        key: f,
        header: PARTNER_PERCENT_FIELDS[f],
        render: (h) => <OldNew from={h[`${f}_old`]} to={h[`${f}_new`]} />,
      }),
    ),
    { key: 'who', header: 'Alterado por', render: (h) => h.changed_by_name ?? '—' },
  ];
  return <DataTable list={list} columns={columns} rowKey={(h) => h.id} caption="Histórico de descontos" emptyText="Nenhuma alteração registrada" />;
}

