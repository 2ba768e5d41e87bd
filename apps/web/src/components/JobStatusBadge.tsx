import { IMPORT_JOB_STATUS_LABELS, REPORT_FILE_STATUS_LABELS } from '@backoffice/contract/constants';
import { Badge } from '@mantine/core';

const JOB_COLORS: Record<string, string> = { scheduled: 'gray', not_started: 'gray', processing: 'blue', completed: 'green', failed: 'red' };

/** Status of a background job: an import or a requested report. */
export function JobStatusBadge({ status, kind }: { status: string; kind: 'import' | 'report' }) {
  const labels: Record<string, string> = kind === 'import' ? IMPORT_JOB_STATUS_LABELS : REPORT_FILE_STATUS_LABELS;
  return (
    <Badge color={JOB_COLORS[status] ?? 'gray'} variant="light">
      {labels[status] ?? status}
    </Badge>
  );
}
