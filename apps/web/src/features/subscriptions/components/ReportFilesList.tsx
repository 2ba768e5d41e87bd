import { ReportFilesList as SharedReportFilesList } from '../../../components/ReportFilesList';

/** The requested reports of one event report type (the shared list of report files). */
export function ReportFilesList({ reportType }: { reportType: 'subscriptions' | 'event_results' }) {
  return <SharedReportFilesList name={reportType} path="/v1/report/reports" params={{ report_type: reportType }} />;
}
