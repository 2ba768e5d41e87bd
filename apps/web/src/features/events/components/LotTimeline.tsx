import { currentLot, formatDate, formatMoney, todayInSaoPaulo } from '@backoffice/contract';
import { Badge, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../components/ScrollRegion';

type LotLike = { date: string; price: number; eldery_price: number; team_price: number; team_eldery_price: number };

function dayBefore(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The price timeline of one modality: which lot applies on which dates, and which one is in force today. */
/** `name` names the scrolling region (one per modality on a page: each needs its own name). */
export function LotTimeline({ lots, endDate, name }: { lots: readonly LotLike[]; endDate?: string | null; name: string }) {
  const valid = lots.filter((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.date)).sort((a, b) => a.date.localeCompare(b.date));
  if (!valid.length) return <Text size="sm" c="dimmed">Nenhum lote cadastrado.</Text>;
  const current = currentLot(valid, todayInSaoPaulo());
  return (
    // on a phone the table scrolls inside its region instead of widening the page
    <ScrollRegion label={`Lotes: ${name}`}>
      <Table withTableBorder striped fz="sm" miw={520} aria-label="Linha do tempo dos lotes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lote</Table.Th>
            <Table.Th>Período</Table.Th>
            <Table.Th>Inteira</Table.Th>
            <Table.Th>Idoso</Table.Th>
            <Table.Th>Equipe</Table.Th>
            <Table.Th>Equipe idoso</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {valid.map((l, i) => {
            const next = valid[i + 1];
            const until = next ? dayBefore(next.date) : endDate;
            const isCurrent = current === l;
            return (
              <Table.Tr key={`${l.date}-${i}`} data-current={isCurrent || undefined} bg={isCurrent ? 'var(--mantine-color-green-light)' : undefined}>
                <Table.Td>
                  {i + 1}º {isCurrent && <Badge color="green" size="xs">Vigente</Badge>}
                </Table.Td>
                <Table.Td>
                  {formatDate(l.date)} {until ? `a ${formatDate(until)}` : 'em diante'}
                </Table.Td>
                <Table.Td>{formatMoney(l.price)}</Table.Td>
                <Table.Td>{formatMoney(l.eldery_price)}</Table.Td>
                <Table.Td>{formatMoney(l.team_price)}</Table.Td>
                <Table.Td>{formatMoney(l.team_eldery_price)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
