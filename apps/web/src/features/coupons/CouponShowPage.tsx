import { COUPON_CSV, COUPON_GENERATED_BY_LABELS, COUPON_MSG, COUPON_TYPE_LABELS, MSG, couponDiscountLabel, formatDate, formatDateTime, formatMoney, type Coupon, type CouponCode } from '@backoffice/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDownload, IconFileExport, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, FilterSelect, SearchInput, useList, type Column, countText } from '../../components/list';
import { reportsKey } from '../../components/ReportFilesList';
import { RowActions } from '../../components/RowActions';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { api } from '../../lib/api-client';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { codesKey, codesPath, coupons, useCodeStatus } from './api/coupons';
import { couponHistoryView } from './coupon-history';
import { formatCount } from '@backoffice/contract/constants';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The coupon's codes: paged, searched by the start of the code, each enabled or disabled. */
function CouponCodes({ coupon }: { coupon: Coupon }) {
  const list = useList<CouponCode, 'status'>({ queryKey: codesKey(coupon.id), path: codesPath(coupon.id), defaultPerPage: 20, filters: ['status'] });
  const canEnable = useCan('enable', 'coupons');
  const canDisable = useCan('disable', 'coupons');
  const status = useCodeStatus(coupon.id);
  const queryClient = useQueryClient();
  const toggle = async (c: CouponCode, action: 'enable' | 'disable') => {
    const enable = action === 'enable';
    const ok = await confirmAction({ kind: action, title: enable ? 'Habilitar código' : 'Desabilitar código', message: `Deseja ${enable ? 'habilitar' : 'desabilitar'} o código ${c.code}?` });
    if (!ok) return;
    await status.mutateAsync({ code: c.id, action }).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: codesKey(coupon.id) });
  };
  const columns: Column<CouponCode>[] = [
    {
      key: 'code',
      header: 'Código',
      render: (c) => (
        <Anchor component={Link} to={`/coupons/${coupon.id}/coupon_codes/${c.id}/show`} ff="monospace" fw={600}>
          {c.code}
        </Anchor>
      ),
    },
    { key: 'uses', header: 'Usos', render: (c) => `${formatCount(c.used_count)}${c.usage_limit !== null ? ` de ${formatCount(c.usage_limit)}` : ''}` },
    { key: 'discount', header: 'Desconto concedido', render: (c) => formatMoney(c.discount_given), visibleFrom: 'sm' },
    { key: 'status', header: 'Status', render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (c) => (
        <RowActions
          name={c.code}
          showTo={`/coupons/${coupon.id}/coupon_codes/${c.id}/show`}
          onEnable={c.status === 'disabled' && canEnable ? () => void toggle(c, 'enable') : undefined}
          onDisable={c.status === 'enabled' && canDisable ? () => void toggle(c, 'disable') : undefined}
        />
      ),
    },
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Códigos ({list.capped ? `${formatCount(list.total)}+` : countText(list.count)})
      </Title>
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar pelo início do código" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      {/* a search or status filter is counted up to a cap (decision 0053): its pages stop there */}
      {list.capped && (
        <Text size="sm" c="dimmed" mt={-8} mb="md" data-testid="codes-capped">
          Mais de {formatCount(list.total)} códigos encontrados; a lista mostra os primeiros {formatCount(list.total)}: refine a busca
        </Text>
      )}
      <DataTable list={list} columns={columns} rowKey={(c) => c.id} caption="Códigos do cupom" emptyText="Nenhum código encontrado" />
    </Paper>
  );
}

/** Status actions and the code exports of the coupon. */
function CouponActions({ coupon }: { coupon: Coupon }) {
  const canEnable = useCan('enable', 'coupons');
  const canDisable = useCan('disable', 'coupons');
  const canExport = useCan('export', 'coupons');
  const status = coupons.useStatus();
  const queryClient = useQueryClient();
  const [requesting, setRequesting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await api.download(`/v1/report/coupons/${coupon.id}.csv`, COUPON_CSV);
    } catch (error) {
      notifyError(error, MSG.unexpected);
    } finally {
      setDownloading(false);
    }
  };
  const toggle = async (action: 'enable' | 'disable') => {
    const enable = action === 'enable';
    const ok = await confirmAction({
      kind: action,
      title: enable ? 'Habilitar cupom' : 'Desabilitar cupom',
      message: enable ? `Deseja habilitar o cupom ${coupon.name}? Seus códigos voltam a valer.` : `Deseja desabilitar o cupom ${coupon.name}? Nenhum de seus códigos poderá ser usado.`,
    });
    if (ok) await status.mutateAsync({ id: coupon.id, action }).catch(() => undefined);
  };
  const requestReport = async () => {
    setRequesting(true);
    try {
      await api.post('/v2/reports/coupons', { coupon_id: coupon.id });
      notifySuccess(COUPON_MSG.reportRequested);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setRequesting(false);
    }
  };
  return (
    <Group gap="sm">
      {coupon.status === 'enabled' && canDisable && (
        <Button variant="default" leftSection={<IconPlayerPause size={16} />} onClick={() => void toggle('disable')}>
          Desativar cupom
        </Button>
      )}
      {coupon.status === 'disabled' && canEnable && (
        <Button variant="default" leftSection={<IconPlayerPlay size={16} />} onClick={() => void toggle('enable')}>
          Ativar cupom
        </Button>
      )}
      {canExport && (
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void download()}>
          Baixar {COUPON_CSV}
        </Button>
      )}
      {canExport && coupon.codes_count > 50_000 && (
        <Button variant="light" leftSection={<IconFileExport size={16} />} loading={requesting} onClick={() => void requestReport()}>
          Gerar relatório em segundo plano
        </Button>
      )}
    </Group>
  );
}

/** /coupons/{id}/show — the coupon, its figures (codes, uses, discount given), its codes and its history. */
export default function CouponShowPage() {
  const { id } = useParams();
  // the same queries ShowPage runs (one request each): the history's labels depend on its entries and the coupon
  const coupon = coupons.useDetail(id);
  const history = coupons.useHistory(id);
  const view = useMemo(() => couponHistoryView(coupon.data, history.data), [coupon.data, history.data]);
  return (
    <ShowPage
      resource={coupons}
      noun={{ title: 'cupom', article: 'o cupom' }}
      fieldLabels={view.labels}
      deletable={false}
      formatValue={view.formatValue}
    >
      {(c) => (
        <>
          <Paper withBorder p="lg" radius="md">
            <Group justify="space-between" align="flex-start" mb="md">
              <Title order={3} size="h4">
                Dados do cupom
              </Title>
              <CouponActions coupon={c} />
            </Group>
            <DetailList
              items={[
                { label: 'Nome', value: c.name },
                { label: 'Descrição', value: c.description },
                { label: 'Tipo', value: COUPON_TYPE_LABELS[c.coupon_type] },
                {
                  label: c.coupon_type === 'tournament' ? 'Torneio' : 'Evento',
                  value: c.event ? (
                    <Anchor component={Link} to={`/events/${c.event.id}/show`}>
                      {c.event.name}
                    </Anchor>
                  ) : (
                    (c.tournament?.name ?? (c.coupon_type === 'global' ? 'Qualquer compra' : '—'))
                  ),
                },
                { label: 'Desconto', value: couponDiscountLabel(c) },
                { label: 'Validade', value: `${formatDate(c.start_date) || '—'} a ${formatDate(c.end_date) || '—'}` },
                { label: 'Limite de usos por código', value: c.usage_limit === null ? 'Sem limite' : formatCount(c.usage_limit) },
                { label: 'Códigos', value: c.code ?? COUPON_GENERATED_BY_LABELS[c.generated_by] },
                { label: 'Status', value: <StatusBadge status={c.status} /> },
                { label: 'Criado por', value: c.created_by_name },
                { label: 'Criado em', value: formatDateTime(c.created_at) },
              ]}
            />
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Códigos" value={formatCount(c.codes_count)} />
            <Figure label="Usos (pedidos pagos)" value={formatCount(c.uses_count)} />
            <Figure label="Desconto concedido" value={formatMoney(c.discount_given)} />
          </SimpleGrid>
          <CouponCodes coupon={c} />
        </>
      )}
    </ShowPage>
  );
}
