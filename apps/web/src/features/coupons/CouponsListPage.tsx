import { COUPON_GENERATED_BY_LABELS, COUPON_TYPE_LABELS, COUPONS_CSV, couponDiscountLabel, formatDate, formatMoney, formatCount } from '@backoffice/contract/constants';
import type { Coupon } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DeferredDateInput } from '../../components/inputs/DeferredDateInput';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { coupons, useCouponEventOptions } from './api/coupons';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];
const TYPE_OPTIONS = Object.entries(COUPON_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const GENERATED_OPTIONS = Object.entries(COUPON_GENERATED_BY_LABELS).map(([value, label]) => ({ value, label }));

type Filter = 'status' | 'coupon_type' | 'generated_by' | 'event_id' | 'start_date' | 'end_date';

/** /coupons/list (default 20, newest first): search by name or code, filters, enable/disable, cupons.csv. */
export default function CouponsListPage() {
  const list = useList<Coupon, Filter>({
    resource: coupons,
    defaultPerPage: 20,
    defaultOrder: '-id',
    filters: ['status', 'coupon_type', 'generated_by', 'event_id', 'start_date', 'end_date'],
  });
  const events = useCouponEventOptions();
  const canUpdate = useCan('update', 'coupons');
  const canEnable = useCan('enable', 'coupons');
  const canDisable = useCan('disable', 'coupons');
  const status = coupons.useStatus();
  const toggle = async (c: Coupon, action: 'enable' | 'disable') => {
    const enable = action === 'enable';
    const ok = await confirmAction({
      kind: action,
      title: enable ? 'Habilitar cupom' : 'Desabilitar cupom',
      message: enable ? `Deseja habilitar o cupom ${c.name}? Seus códigos voltam a valer.` : `Deseja desabilitar o cupom ${c.name}? Nenhum de seus códigos poderá ser usado.`,
    });
    if (ok) await status.mutateAsync({ id: c.id, action }).catch(() => undefined);
  };

  const columns: Column<Coupon>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (c) => c.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/coupons/${c.id}/show`} fw={500}>
            {c.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.code ?? `${formatCount(c.codes_count)} códigos (${COUPON_GENERATED_BY_LABELS[c.generated_by].toLowerCase()})`}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: 'Tipo', render: (c) => `${COUPON_TYPE_LABELS[c.coupon_type]}${c.event ? `: ${c.event.name}` : c.tournament ? `: ${c.tournament.name}` : ''}`, visibleFrom: 'md' },
    { key: 'discount', header: 'Desconto', render: (c) => couponDiscountLabel(c) },
    { key: 'period', header: 'Validade', sortField: 'start_date', render: (c) => `${formatDate(c.start_date) || '—'} a ${formatDate(c.end_date) || '—'}`, visibleFrom: 'sm' },
    {
      key: 'uses',
      header: 'Usos',
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">{formatCount(c.uses_count)}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(c.discount_given)}
          </Text>
        </Stack>
      ),
      visibleFrom: 'md',
    },
    { key: 'status', header: 'Status', render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (c) => (
        <RowActions
          name={c.name}
          showTo={`/coupons/${c.id}/show`}
          editTo={canUpdate ? `/coupons/${c.id}/edit` : undefined}
          onEnable={c.status === 'disabled' && canEnable ? () => void toggle(c, 'enable') : undefined}
          onDisable={c.status === 'enabled' && canDisable ? () => void toggle(c, 'disable') : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Cupons" count={list.count} countDescription="cupons" createTo="/coupons/new" csv={{ path: '/v1/report/coupons.csv', filename: COUPONS_CSV, query: { ...list.exportParams, order: list.order } }} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome ou código" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <FilterSelect label="Tipo" value={list.filters.coupon_type} onChange={(v) => list.setFilter('coupon_type', v)} options={TYPE_OPTIONS} />
        <FilterSelect label="Códigos" value={list.filters.generated_by} onChange={(v) => list.setFilter('generated_by', v)} options={GENERATED_OPTIONS} />
        <FilterSelect label="Evento" value={list.filters.event_id} onChange={(v) => list.setFilter('event_id', v)} options={events.data ?? []} />
        <DeferredDateInput label="Válido de" w={150} value={list.filters.start_date || null} onChange={(v) => list.setFilter('start_date', v)} />
        <DeferredDateInput label="Válido até" w={150} value={list.filters.end_date || null} onChange={(v) => list.setFilter('end_date', v)} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(c) => c.id} caption="Cupons" emptyText="Nenhum cupom encontrado" />
    </Stack>
  );
}
