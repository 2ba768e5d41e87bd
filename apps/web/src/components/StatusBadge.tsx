import { statusLabel, statusTone } from '@backoffice/contract/constants';
import type { StatusVariant } from '@backoffice/contract';
import { Badge } from '@mantine/core';

/** pt-BR status label (§4, the contract's one label map); never cut, never raw. */
export function StatusBadge({ status, variant }: { status: string; variant?: StatusVariant }) {
  return (
    <Badge color={statusTone(status)} variant="dot" tt="none" fw={500}>
      {statusLabel(status, variant)}
    </Badge>
  );
}
