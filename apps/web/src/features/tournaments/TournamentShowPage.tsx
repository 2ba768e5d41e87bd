import { DAYS_OF_WEEK, enumLabel, formatDate, formatMoney, type Tournament } from '@backoffice/contract';
import { Anchor, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { Thumbnail } from '../../components/Thumbnail';
import { tournaments } from './api/tournaments';
import { ScrollRegion } from '../../components/ScrollRegion';

const FIELD_LABELS = {
  name: 'Nome',
  trainer_id: 'Treinador',
  event_type_id: 'Tipo de evento',
  category_id: 'Categoria',
  city_id: 'Cidade',
  online: 'Online',
  place: 'Local',
  start_date: 'Data inicial',
  end_date: 'Data final',
  price_type: 'Tipo de preço',
  charge_type: 'Cobrança',
  price: 'Preço',
  extra_modality_price: 'Preço por modalidade adicional',
  sponsor_photos: 'Fotos de patrocinadores',
  partner_photos: 'Fotos de parceiros',
  status: 'Status',
  categories: 'Categorias',
  modalities: 'Modalidades',
  slots: 'Vagas',
  kits: 'Kits',
  schedule_matches: 'Agenda',
  regulations: 'Regulamentos',
};

/** The history's values as the page shows them: labels for the price and charge types, R$ for amounts. */
function historyValue(field: string, value: unknown): string | undefined {
  if ((field === 'price_type' || field === 'charge_type') && typeof value === 'string') return enumLabel(field, value);
  if ((field === 'price' || field === 'extra_modality_price') && typeof value === 'number') return formatMoney(value);
  return undefined;
}

function Section({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {right}
      </Group>
      {children}
    </Paper>
  );
}

function Slots({ t }: { t: Tournament }) {
  if (t.slots.length === 0) return <Text c="dimmed" size="sm">Nenhuma vaga: cadastre categorias e modalidades.</Text>;
  return (
    <ScrollRegion label="Vagas" minWidth={640}>
      <Table striped aria-label="Vagas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Categoria</Table.Th>
            <Table.Th>Modalidade</Table.Th>
            <Table.Th>Quantidade</Table.Th>
            <Table.Th>Aprovadas</Table.Th>
            <Table.Th>Pendentes</Table.Th>
            <Table.Th>Restantes</Table.Th>
            <Table.Th>Preço</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {t.slots.map((s) => (
            <Table.Tr key={s.id} data-testid="slot-row">
              <Table.Td>{s.category_name}</Table.Td>
              <Table.Td>{s.modality_name}</Table.Td>
              <Table.Td>{s.quantity}</Table.Td>
              <Table.Td>{s.quantity_approved}</Table.Td>
              <Table.Td>{s.quantity_pending}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{s.quantity_remaining}</Text>
                  <Progress size="xs" value={s.quantity ? ((s.quantity - s.quantity_remaining) / s.quantity) * 100 : 0} aria-label={`Ocupação ${s.category_name} × ${s.modality_name}`} />
                </Stack>
              </Table.Td>
              <Table.Td>{s.price === null ? '—' : formatMoney(s.price)}</Table.Td>
              <Table.Td>
                {s.entries_count > 0 && (
                  <Anchor component={Link} size="sm" to={`/tournaments/${t.id}/subscriptions?category=${s.category_id}&modality=${s.modality_id}`}>
                    Ver inscrições
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** /tournaments/{id}/show — everything read-only, the slots with their live counts, links to the entries, history. */
export default function TournamentShowPage() {
  return (
    <ShowPage resource={tournaments} noun={{ title: 'torneio', article: 'o torneio' }} fieldLabels={FIELD_LABELS} deletable={false} formatValue={historyValue}>
      {(t) => (
        <>
          <Section
            title="Dados"
            right={
              <Button component={Link} to={`/tournaments/${t.id}/subscriptions`} variant="light" leftSection={<IconList size={16} />}>
                Inscrições ({t.entries_count})
              </Button>
            }
          >
            <DetailList
              items={[
                { label: 'Status', value: <StatusBadge status={t.status} /> },
                { label: 'Treinador', value: t.trainer_name ?? '—' },
                { label: 'Tipo de evento', value: t.event_type_name ?? '—' },
                { label: 'Categoria', value: t.category_name ?? '—' },
                { label: 'Local', value: t.online ? 'Online' : [t.place, t.city_name].filter(Boolean).join(' — ') || '—' },
                { label: 'Período', value: t.start_date ? `${formatDate(t.start_date)}${t.end_date && t.end_date !== t.start_date ? ` a ${formatDate(t.end_date)}` : ''}` : '—' },
                { label: 'Descrição', value: t.description ?? '—' },
              ]}
            />
          </Section>
          <Section title="Valores">
            <Group gap="xs" mb="sm">
              <Badge variant="light">{enumLabel('price_type', t.price_type)}</Badge>
              <Badge variant="light" color={t.charge_type === 'paid' ? 'green' : 'gray'}>
                {enumLabel('charge_type', t.charge_type)}
              </Badge>
            </Group>
            <DetailList
              items={[
                ...(t.price_type === 'by_tournament' ? [{ label: 'Preço', value: formatMoney(t.price ?? 0) }] : t.categories.map((c) => ({ label: `Preço — ${c.name}`, value: formatMoney(c.price ?? 0) }))),
                { label: 'Modalidade adicional', value: formatMoney(t.extra_modality_price) },
              ]}
            />
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Section title={`Categorias (${t.categories.length})`}>
              <Text size="sm">{t.categories.map((c) => c.name).join(', ') || '—'}</Text>
            </Section>
            <Section title={`Modalidades (${t.modalities.length})`}>
              <Text size="sm">{t.modalities.map((m) => m.name).join(', ') || '—'}</Text>
            </Section>
          </SimpleGrid>
          <Section title={`Vagas (${t.slots.length})`}>
            <Slots t={t} />
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Section title="Kits">
              {t.kits.length === 0 ? <Text size="sm" c="dimmed">Nenhum kit</Text> : (
                <Stack gap="xs">
                  {t.kits.map((k) => (
                    <Text key={k.id} size="sm">
                      <b>{k.name}</b> — {formatMoney(k.price)}
                      {k.description ? ` · ${k.description}` : ''}
                    </Text>
                  ))}
                </Stack>
              )}
            </Section>
            <Section title="Agenda">
              {t.schedule_matches.length === 0 ? <Text size="sm" c="dimmed">Sem horários cadastrados</Text> : (
                <Stack gap="xs">
                  {t.schedule_matches.map((s) => (
                    <Text key={s.id} size="sm">
                      {DAYS_OF_WEEK[s.day_of_week]}: {s.start_hour}
                      {s.end_hour ? ` às ${s.end_hour}` : ''}
                      {s.place ? ` · ${s.place}` : ''}
                    </Text>
                  ))}
                </Stack>
              )}
            </Section>
          </SimpleGrid>
          <Section title="Regulamentos">
            {t.regulations.length === 0 ? <Text size="sm" c="dimmed">Nenhum regulamento</Text> : (
              <Stack gap="xs">
                {t.regulations.map((r) => (
                  <Anchor key={r.id} href={r.file_url} target="_blank" rel="noopener noreferrer" size="sm">
                    {r.title}
                  </Anchor>
                ))}
              </Stack>
            )}
          </Section>
          {(t.sponsor_photos.length > 0 || t.partner_photos.length > 0) && (
            <Section title="Fotos de patrocinadores e parceiros">
              <Group gap="sm">
                {[...t.sponsor_photos, ...t.partner_photos].map((src) => (
                  <Thumbnail key={src} src={src} alt="Foto de patrocinador ou parceiro" w={120} h={80} fit="contain" />
                ))}
              </Group>
            </Section>
          )}
        </>
      )}
    </ShowPage>
  );
}
