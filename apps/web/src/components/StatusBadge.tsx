import { Badge } from '@mantine/core';

const LABELS: Record<string, { label: string; color: string }> = {
  enabled: { label: 'Ativo', color: 'green' },
  disabled: { label: 'Inativo', color: 'gray' },
  active: { label: 'Ativo', color: 'green' },
  inactive: { label: 'Inativo', color: 'gray' },
  pending: { label: 'Pendente', color: 'yellow' },
};

/** pt-BR status label (§4). */
export function StatusBadge({ status }: { status: string }) {
  const item = LABELS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={item.color} variant="dot" tt="none" fw={500}>
      {item.label}
    </Badge>
  );
}
