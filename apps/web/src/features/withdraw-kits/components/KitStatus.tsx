import { KIT_SIZE_LABELS, formatDateTime, type WithdrawSubscription } from '@backoffice/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconClock, IconLock } from '@tabler/icons-react';

/** "Retirado em 21.11.2026 09:12 por Ana (terceiro: João)", "Aguardando retirada" or the reason it cannot be withdrawn. */
export function KitStatus({ sub, compact = false }: { sub: WithdrawSubscription; compact?: boolean }) {
  if (sub.kit_withdrawn_at) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm" c="var(--mantine-color-green-light-color)" fw={500}>
          Retirado em {formatDateTime(sub.kit_withdrawn_at)}
          {sub.kit_withdrawn_by ? ` por ${sub.kit_withdrawn_by.name}` : ''}
          {sub.kit_withdrawn_by_name ? ` (retirado por ${sub.kit_withdrawn_by_name})` : ''}
        </Text>
      </Group>
    );
  }
  if (sub.blocked_reason) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm" c="var(--mantine-color-red-light-color)" lineClamp={compact ? 2 : undefined}>
          {sub.blocked_reason}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={18} color="var(--mantine-color-blue-7)" aria-hidden />
      <Text size="sm" c="var(--mantine-color-blue-light-color)" fw={500}>
        Aguardando retirada
      </Text>
    </Group>
  );
}

/** What to hand over: kit, shirt size and extras. */
export function HandOver({ sub }: { sub: WithdrawSubscription }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="gray" tt="none" size="lg">
        {sub.kit?.name ?? 'Sem kit'}
      </Badge>
      {sub.shirt_size && (
        <Badge variant="filled" color="indigo" size="lg" aria-label={`Tamanho ${KIT_SIZE_LABELS[sub.shirt_size]}`}>
          {KIT_SIZE_LABELS[sub.shirt_size]}
        </Badge>
      )}
      {sub.extras.map((x, i) => (
        <Badge key={i} variant="outline" color="teal" tt="none" size="lg">
          {x.quantity > 1 ? `${x.quantity}× ` : ''}
          {x.name}
          {x.size ? ` (${KIT_SIZE_LABELS[x.size]})` : ''}
        </Badge>
      ))}
    </Group>
  );
}
