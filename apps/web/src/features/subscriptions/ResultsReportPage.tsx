import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { ReportFilesList } from '../../components/reports/ReportFilesList';
import { RequestReportForm } from './components/RequestReportForm';

/** /events/results-report — results reports requested per event: status, progress, download, re-enqueue. */
export default function ResultsReportPage() {
  const canExport = useCan('export', 'events');
  return (
    <Stack gap={0}>
      <PageHeader title="Relatórios de resultados" />
      {canExport && <RequestReportForm type="event_results" />}
      <ReportFilesList reportType="event_results" />
    </Stack>
  );
}
