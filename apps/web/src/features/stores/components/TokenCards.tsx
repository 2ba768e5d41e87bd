import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTokenTotals } from '../api/stores';
import { formatCount } from '@backoffice/contract/constants';

const fmt = (n: number) => formatCount(n);

/** Summary cards: tokens generated, used ('Utilizado') and still available — all stores, or one. */
export function TokenCards({ storeId }: { storeId?: number }) {
  const totals = useTokenTotals(storeId);
  const cards = [
    { key: 'total', label: 'Tokens gerados', value: totals.data?.total },
    { key: 'used', label: 'Utilizados', value: totals.data?.used },
    { key: 'available', label: 'Disponíveis', value: totals.data?.available },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      {cards.map((c) => (
        <Paper key={c.key} withBorder p="md" radius="md" data-testid={`tokens-${c.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {c.label}
          </Text>
          {c.value === undefined ? <Skeleton h={28} mt={4} w={80} /> : <Text size="xl" fw={700}>{fmt(c.value)}</Text>}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
