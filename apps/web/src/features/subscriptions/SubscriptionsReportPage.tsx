import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { ReportFilesList } from '../../components/reports/ReportFilesList';
import { RequestReportForm } from './components/RequestReportForm';

/** /events/subscriptions-report — subscriptions reports requested per event: status, progress, download, re-enqueue. */
export default function SubscriptionsReportPage() {
  const canExport = useCan('export', 'events');
  return (
    <Stack gap={0}>
      <PageHeader title="Relatórios de inscrições" />
      {canExport && <RequestReportForm type="subscriptions" />}
      <ReportFilesList reportType="subscriptions" />
    </Stack>
  );
}
