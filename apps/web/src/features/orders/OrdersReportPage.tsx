import { ORDERS_MSG, formatDate } from '@backoffice/contract/constants';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../components/inputs';
import { PageHeader } from '../../components/PageHeader';
import { ReportFilesList, reportsKey } from '../../components/ReportFilesList';
import { useCan } from '../../lib/me';
import { notifyError, notifyFailure, notifySuccess } from '../../lib/notify';
import { requestOrdersReport } from './api/orders';

/** /orders-report/list — the orders report of a period (both dates required, §5), queued; the list with status, progress, download, re-enqueue. */
export default function OrdersReportPage() {
  // the list, the link and the file ask what requesting the report asks (REPORT_FILE_ACCESS: create on orders report)
  const canRequest = useCan('create', 'orders report');
  const queryClient = useQueryClient();
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const request = async () => {
    if (!start || !end) {
      notifyFailure(ORDERS_MSG.reportDatesRequired);
      return;
    }
    if (end < start) {
      notifyFailure(ORDERS_MSG.periodOrder);
      return;
    }
    setSending(true);
    try {
      await requestOrdersReport(start, end);
      notifySuccess(ORDERS_MSG.reportRequested);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={0}>
      <PageHeader title="Relatório de pedidos" />
      {canRequest ? (
        <>
          <Group align="flex-end" gap="sm" mb="md">
            <DateInput label="Data Inicial" w={180} value={start} onChange={setStart} />
            {/* no minDate: it erased a typed end date before the start, which then read as missing */}
            <DateInput label="Data Final" w={180} value={end} onChange={setEnd} error={start && end && end < start ? ORDERS_MSG.periodOrder : undefined} />
            <Button leftSection={<IconFileExport size={16} />} onClick={() => void request()} loading={sending}>
              Solicitar relatório
            </Button>
          </Group>
          <ReportFilesList reportType="orders" subject={{ header: 'Relatório', title: (r) => (r.period ? `Pedidos de ${formatDate(r.period.start_date)} a ${formatDate(r.period.end_date)}` : 'Pedidos do período') }} />
        </>
      ) : (
        <Alert color="gray">Seu perfil pode ver esta página, mas não solicitar nem baixar relatórios de pedidos.</Alert>
      )}
    </Stack>
  );
}
