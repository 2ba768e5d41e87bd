import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs on show pages. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {items.map((item) => (
        // a long value (an e-mail, a link) wraps inside its column instead of running out of the card
        <Stack key={item.label} gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <div style={{ overflowWrap: 'anywhere' }}>{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</div>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
