import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { useTaxDetail } from './api';
import { FiguresTable, YearSelect, monthLabel, useReportYear } from './shared';

/** /tax-report/{id}/show: the event's fiscal lines, month of payment by month, with their totals. */
export default function TaxReportShowPage() {
  const { id } = useParams();
  const { year, years, setYear } = useReportYear(id && /^\d+$/.test(id) ? Number(id) : undefined);
  const detail = useTaxDetail(id, year);
  if (detail.isError) return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={d ? `Relatório fiscal — ${d.event_name}` : 'Relatório fiscal'}
        backTo={`/tax-report/list${year ? `?year=${year}` : ''}`}
        actions={
          <Button component={Link} to={`/tax-report/${id}/report?year=${year ?? ''}`} variant="default" leftSection={<IconList size={16} />}>
            Pedidos
          </Button>
        }
      />
      <Group mb="lg">
        <YearSelect year={year} years={years} onChange={setYear} />
      </Group>
      {!d ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="md" radius="md">
          <FiguresTable
            caption="Meses do relatório fiscal"
            first="Mês do pagamento"
            rows={d.months.map((m) => ({
              ...m,
              key: m.month,
              label: m.orders ? (
                <Anchor component={Link} to={`/tax-report/${id}/report?year=${d.year}&month=${Number(m.month.slice(5, 7))}`} size="sm">
                  {monthLabel(m.month)}
                </Anchor>
              ) : (
                monthLabel(m.month)
              ),
            }))}
            total={d.totals}
          />
        </Paper>
      )}
    </Stack>
  );
}
