import { IMPORT_JOB_STATUS_LABELS, REPORT_FILE_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@backoffice/contract';
import { Badge } from '@mantine/core';

const SUBSCRIPTION_COLORS: Record<string, string> = { approved: 'green', pending: 'yellow', reserved: 'blue', cancelled: 'gray', rejected: 'red' };
const JOB_COLORS: Record<string, string> = { scheduled: 'gray', not_started: 'gray', processing: 'blue', completed: 'green', failed: 'red' };

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={SUBSCRIPTION_COLORS[status] ?? 'gray'} variant="light">
      {SUBSCRIPTION_STATUS_LABELS[status as keyof typeof SUBSCRIPTION_STATUS_LABELS] ?? status}
    </Badge>
  );
}

export function JobStatusBadge({ status, kind }: { status: string; kind: 'import' | 'report' }) {
  const labels: Record<string, string> = kind === 'import' ? IMPORT_JOB_STATUS_LABELS : REPORT_FILE_STATUS_LABELS;
  return (
    <Badge color={JOB_COLORS[status] ?? 'gray'} variant="light">
      {labels[status] ?? status}
    </Badge>
  );
}
