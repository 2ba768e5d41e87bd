import '@mantine/charts/styles.css';
import { formatDate, formatMoney, type Distribution } from '@backoffice/contract';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Button, Group, Paper, RingProgress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DateInput } from '../../components/inputs';
import { PageHeader } from '../../components/PageHeader';
import { PageError } from '../../components/PageState';
import { useUrlSearchParams } from '../../lib/search-params';
import { useDashboardSummary, useDashboardTimeline, useDistribution, type Period } from './api/subscriptions';
import { formatCount } from '@backoffice/contract/constants';

const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7', 'gray.6', 'violet.6'];
/** "52,35%": percentages with 2 decimals (§4), 0% without data. */
export const percent = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Loading({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return <Skeleton h={220} />;
}

function Empty() {
  return (
    <Text c="dimmed" size="sm" ta="center" py="xl">
      Sem inscrições no período.
    </Text>
  );
}

/** A donut with the percentages beside it (a legend that can be read, not only looked at). */
function DonutSection({ eventId, section, title, period }: { eventId: string; section: string; title: string; period: Period }) {
  const q = useDistribution(eventId, section, period);
  return (
    <ChartCard title={title} testId={`chart-${section}`}>
      {!q.data ? (
        <Loading query={q} />
      ) : (
        <Stack gap="sm" align="stretch">
          <DonutChart
            mx="auto"
            size={140}
            thickness={24}
            withTooltip
            tooltipDataSource="segment"
            chartLabel={formatCount(q.data.total)}
            data={q.data.total ? q.data.items.filter((i) => i.count > 0).map((i, n) => ({ name: i.label, value: i.count, color: PALETTE[n % PALETTE.length]! })) : [{ name: 'Sem dados', value: 1, color: 'gray.3' }]}
            valueFormatter={(v) => formatCount(v)}
          />
          <Legend distribution={q.data} />
        </Stack>
      )}
    </ChartCard>
  );
}

function Legend({ distribution }: { distribution: Distribution }) {
  let colour = 0;
  return (
    <Stack gap={4}>
      {distribution.items.map((i) => {
        const color = i.count > 0 && distribution.total ? PALETTE[colour++ % PALETTE.length]! : 'gray.4';
        return (
          <Group key={i.key} gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <span style={{ width: 10, height: 10, marginTop: 5, borderRadius: 2, flex: 'none', background: `var(--mantine-color-${color.replace('.', '-')})` }} />
              <Text size="sm" lh={1.35}>
                {i.label}
              </Text>
            </Group>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={`pct-${i.key}`}>
              {percent(i.percentage)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Horizontal bars, largest first: names stay readable whatever their length. */
function BarsSection({ eventId, section, title, period, keepOrder = false }: { eventId: string; section: string; title: string; period: Period; keepOrder?: boolean }) {
  const q = useDistribution(eventId, section, period);
  const items = q.data ? (keepOrder ? q.data.items : [...q.data.items].sort((a, b) => b.count - a.count)) : [];
  return (
    <ChartCard title={title} testId={`chart-${section}`}>
      {!q.data ? (
        <Loading query={q} />
      ) : q.data.total === 0 ? (
        <Empty />
      ) : (
        <BarChart
          h={Math.max(160, items.length * 34)}
          data={items.map((i) => ({ name: i.label, Inscrições: i.count, pct: percent(i.percentage) }))}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          // counts are whole numbers: no 0,75 ticks on the count axis
          xAxisProps={{ allowDecimals: false }}
          series={[{ name: 'Inscrições', color: 'blue.6' }]}
          withBarValueLabel
          valueFormatter={(v) => formatCount(v)}
          gridAxis="none"
          maxBarWidth={26}
        />
      )}
    </ChartCard>
  );
}

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** /events/{id}/dashboard — cards and charts of the event's subscriptions, filtered by start and end date. */
export default function EventDashboardPage() {
  const { id } = useParams();
  const [params, setParams] = useUrlSearchParams();
  const period: Period = { start_date: params.get('start_date') ?? undefined, end_date: params.get('end_date') ?? undefined };
  const setDate = (key: 'start_date' | 'end_date', value: string | null) =>
    setParams((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
    });
  const summary = useDashboardSummary(id, period);
  const timeline = useDashboardTimeline(id, period);
  const s = summary.data;
  const goal = s?.subscriptions_goal ?? s?.subscriptions_limit ?? null;
  const goalPct = goal && s ? Math.min(100, Math.round((s.total * 100) / goal)) : 0;

  return (
    <Stack gap={0}>
      <PageHeader
        title={s ? `Dashboard — ${s.event_name}` : 'Dashboard do evento'}
        backTo={`/events/${id}/show`}
        actions={
          <Button component={Link} to={`/events/${id}/subscriptions`} variant="default" leftSection={<IconList size={16} />}>
            Inscrições
          </Button>
        }
      />
      <Group mb="lg" align="flex-end" gap="sm">
        <DateInput label="Data inicial" value={period.start_date} onChange={(v) => setDate('start_date', v)} maxDate={period.end_date} w={170} />
        <DateInput label="Data final" value={period.end_date} onChange={(v) => setDate('end_date', v)} minDate={period.start_date} w={170} />
        {(period.start_date || period.end_date) && (
          <Button variant="subtle" onClick={() => setParams((next) => [...next.keys()].forEach((key) => next.delete(key)))}>
            Limpar período
          </Button>
        )}
      </Group>
      {summary.isError ? (
        <PageError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <Group wrap="nowrap" gap="md">
                <RingProgress size={84} thickness={9} roundCaps sections={[{ value: goalPct, color: 'teal' }]} label={<Text ta="center" size="xs" fw={700}>{goal ? `${goalPct}%` : '—'}</Text>} />
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    Inscrições
                  </Text>
                  <Text fz={26} fw={700} lh={1.3} data-testid="dashboard-total">
                    {s ? formatCount(s.total) : '…'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {goal ? `meta ${formatCount(goal)}` : 'sem meta definida'}
                  </Text>
                </div>
              </Group>
            </Paper>
            <Stat label="Aprovadas" value={s ? formatCount(s.by_status.approved ?? 0) : '…'} hint={s ? `${formatCount(s.by_status.pending ?? 0)} pendentes · ${formatCount(s.by_status.reserved ?? 0)} reservadas` : undefined} />
            <Stat label="Receita (pedidos pagos)" value={s ? formatMoney(s.revenue) : '…'} hint={s ? `ticket médio ${formatMoney(s.average_ticket)}` : undefined} />
            <Stat
              label="Números de peito"
              value={<span data-testid="dashboard-chest">{s ? formatCount(s.chest_numbers_assigned) : '…'}</span>}
              hint={s ? <span data-testid="dashboard-results">{formatCount(s.results_imported)} resultados importados</span> : undefined}
            />
          </SimpleGrid>

          <ChartCard title="Inscrições ao longo do tempo" testId="chart-subscriptions">
            {!timeline.data ? (
              <Loading query={timeline} />
            ) : timeline.data.total === 0 ? (
              <Empty />
            ) : (
              <AreaChart
                h={260}
                data={timeline.data.items.map((d) => ({ dia: formatDate(d.date).slice(0, 5), 'No dia': d.count, Acumulado: d.cumulative }))}
                dataKey="dia"
                series={[
                  { name: 'Acumulado', color: 'blue.6' },
                  { name: 'No dia', color: 'teal.5' },
                ]}
                curveType="monotone"
                yAxisProps={{ allowDecimals: false }}
                withLegend
                valueFormatter={(v) => formatCount(v)}
                tickLine="none"
              />
            )}
          </ChartCard>

          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <DonutSection eventId={id!} section="genders" title="Gênero" period={period} />
            <DonutSection eventId={id!} section="origins" title="Origem" period={period} />
            <DonutSection eventId={id!} section="subscription_types" title="Tipos de inscrição" period={period} />
            <BarsSection eventId={id!} section="ages" title="Faixa etária" period={period} keepOrder />
            <DonutSection eventId={id!} section="payment_methods" title="Formas de pagamento" period={period} />
            <BarsSection eventId={id!} section="shirt_sizes" title="Tamanhos de camiseta" period={period} keepOrder />
            <BarsSection eventId={id!} section="modalities" title="Modalidades" period={period} />
            <BarsSection eventId={id!} section="kits" title="Kits" period={period} />
            <DonutSection eventId={id!} section="user_types" title="Tipos de usuário" period={period} />
          </SimpleGrid>
          <BarsSection eventId={id!} section="cities" title="Cidades (10 maiores)" period={period} keepOrder />
        </Stack>
      )}
    </Stack>
  );
}
