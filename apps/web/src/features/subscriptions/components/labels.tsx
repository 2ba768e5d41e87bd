import { SUBSCRIPTION_STATUS_LABELS } from '@backoffice/contract';
import { Badge } from '@mantine/core';

const SUBSCRIPTION_COLORS: Record<string, string> = { approved: 'green', pending: 'yellow', reserved: 'blue', cancelled: 'gray', rejected: 'red' };

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={SUBSCRIPTION_COLORS[status] ?? 'gray'} variant="light">
      {SUBSCRIPTION_STATUS_LABELS[status as keyof typeof SUBSCRIPTION_STATUS_LABELS] ?? status}
    </Badge>
  );
}

export { JobStatusBadge } from '../../../components/reports/JobStatusBadge';
