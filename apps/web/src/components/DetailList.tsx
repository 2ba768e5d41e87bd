import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs on show pages. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <div>{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</div>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
