import {
  DAYS_OF_WEEK_LABELS,
  EVENT_KIT_SIZE_LABELS,
  KIT_SIZES,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  type EventDetail,
} from '@backoffice/contract';
import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Switch, Table, Text, Title, Typography } from '@mantine/core';
import { IconChartPie, IconEdit, IconFileImport, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { useCan } from '../../lib/me';
import { events, useEvent, useEventModalityAction } from './api/events';
import { EventRowActions } from './components/EventActions';
import { EventStatusBadges } from './components/EventStatusBadges';
import { LotTimeline } from './components/LotTimeline';
import { ScrollRegion } from '../../components/ScrollRegion';

const when = (date: string | null, hour: string | null) => (date ? `${formatDate(date)}${hour ? ` ${hour}` : ''}` : null);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function RichText({ html }: { html: string | null }) {
  if (!html) return <Text c="dimmed">—</Text>;
  // Sanitised by the server (allow-list) before it was stored.
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

function Modalities({ event }: { event: EventDetail }) {
  const toggle = useEventModalityAction();
  const canEnable = useCan('enable', 'events');
  const canDisable = useCan('disable', 'events');
  if (!event.event_modalities.length) return <Text c="dimmed">Nenhuma modalidade cadastrada.</Text>;
  return (
    <Stack gap="lg">
      {event.event_modalities.map((m) => (
        <Stack key={m.id} gap="xs" data-testid={`modality-${m.id}`}>
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{m.modality_name}</Text>
              <Text size="sm" c="dimmed">
                {formatCount(m.subscriptions_sold)} {m.subscriptions_sold === 1 ? 'inscrição' : 'inscrições'}{m.subscriptions_limit !== null ? ` de ${formatCount(m.subscriptions_limit)}` : ''}
                {m.kit_index !== null && event.kits[m.kit_index] ? ` · Kit: ${event.kits[m.kit_index]!.name}` : ''}
              </Text>
            </Group>
            <Switch
              label={m.status === 'enabled' ? 'Modalidade ativa' : 'Modalidade inativa'}
              checked={m.status === 'enabled'}
              disabled={event.finished || toggle.isPending || (m.status === 'enabled' ? !canDisable : !canEnable)}
              onChange={() => toggle.mutate({ id: event.id, modalityId: m.id, action: m.status === 'enabled' ? 'disable' : 'enable' })}
            />
          </Group>
          <Text size="sm">
            Lote vigente:{' '}
            {m.current_lot ? (
              <strong>
                {formatMoney(m.current_lot.price)} desde {formatDate(m.current_lot.date)}
              </strong>
            ) : (
              'nenhum (vendas ainda não começaram)'
            )}
          </Text>
          <LotTimeline lots={m.lots} endDate={event.subscription_end_date ?? event.event_date} name={m.modality_name} />
        </Stack>
      ))}
    </Stack>
  );
}

/** /events/{id}/show — the event at a glance with its status actions. */
export default function EventShowPage() {
  const { id } = useParams();
  const event = useEvent(id);
  const canUpdate = useCan('update', 'events');
  const canImportResults = useCan('import_results', 'events');
  const history = events.useHistory(id);

  if (event.isPending) return <PageLoader />;
  if (event.isError) return <PageError error={event.error} onRetry={() => void event.refetch()} />;
  const e = event.data;

  return (
    <Stack gap={0}>
      <PageHeader
        title={e.name}
        backTo="/events/list"
        actions={
          <Group gap="xs">
            <Button component={Link} to={`/events/${e.id}/subscriptions`} leftSection={<IconUsers size={16} />} variant="default">
              Inscrições
            </Button>
            <Button component={Link} to={`/events/${e.id}/dashboard`} leftSection={<IconChartPie size={16} />} variant="default">
              Dashboard
            </Button>
            {canImportResults && (
              <Button component={Link} to={`/events/${e.id}/import`} leftSection={<IconFileImport size={16} />} variant="default">
                Resultados
              </Button>
            )}
            {canUpdate && !e.finished && (
              <Button component={Link} to={`/events/${e.id}/edit`} leftSection={<IconEdit size={16} />} variant="default">
                Editar
              </Button>
            )}
            <EventRowActions event={e} menuOnly />
          </Group>
        }
      />
      <Stack gap="lg">
        <Section title="Geral">
          <Group mb="md" gap="md" align="flex-start">
            {e.photo_url && <Image src={e.photo_url} alt={`Foto de ${e.name}`} w={220} h={140} radius="md" fit="cover" />}
            <Stack gap={4}>
              <EventStatusBadges event={e} />
              {e.finished && <Text size="sm">Finalizado em {formatDateTime(e.finished_at)}</Text>}
              {e.duplicated_from_id && (
                <Text size="sm" c="dimmed">
                  Cópia do evento #{e.duplicated_from_id}
                </Text>
              )}
            </Stack>
          </Group>
          <DetailList
            items={[
              { label: 'Categoria', value: e.category_name },
              { label: 'Tipo', value: e.event_type_name },
              { label: 'Filial', value: e.branch_name },
              { label: 'Empresa', value: e.company_name },
              { label: 'Endereço no site (slug)', value: e.slug },
              { label: 'Origem', value: e.origin === 'trainer' ? 'Treinador' : 'Backoffice' },
              { label: 'Local', value: e.online ? 'Online' : [e.place, e.address, e.city_name && `${e.city_name}/${e.state_uf}`].filter(Boolean).join(' · ') },
              { label: 'Link online', value: e.online_url },
              { label: 'Gravação', value: e.record_url },
              { label: 'Global', value: e.global ? 'Sim' : 'Não' },
            ]}
          />
        </Section>
        <Section title="Datas e inscrições">
          <DetailList
            items={[
              { label: 'Data do evento', value: formatDate(e.event_date) },
              { label: 'Visível até', value: when(e.visible_until_date, e.visible_until_hour) },
              { label: 'Início das inscrições', value: when(e.subscription_start_date, e.subscription_start_hour) },
              { label: 'Fim das inscrições', value: when(e.subscription_end_date, e.subscription_end_hour) },
              { label: 'Retirada de kits', value: [formatDate(e.kits_withdraw_date), formatDate(e.kits_withdraw_date_end)].filter(Boolean).join(' a ') },
              { label: 'Inscrições', value: `${formatCount(e.subscriptions_sold)} ${e.subscriptions_sold === 1 ? 'vendida' : 'vendidas'}${e.subscriptions_limit !== null ? ` de ${formatCount(e.subscriptions_limit)} (restam ${formatCount(e.subscriptions_remaining ?? 0)})` : ''}` },
              { label: 'Meta', value: e.subscriptions_goal },
              { label: 'Cortesias', value: e.subscriptions_courtesy },
              ...(e.event_type_id === 0
                ? [
                    { label: 'Início', value: when(e.start_date, e.start_hour) },
                    { label: 'Término', value: when(e.end_date, e.end_hour) },
                    { label: 'Limite de largada', value: when(e.start_limit_date, e.start_limit_hour) },
                    { label: 'Dias da semana', value: e.days_of_week.map((d) => DAYS_OF_WEEK_LABELS[d]).join(', ') },
                  ]
                : []),
            ]}
          />
        </Section>
        <Section title="Modalidades e lotes">
          <Modalities event={e} />
        </Section>
        <Section title="Kits">
          <ScrollRegion label="Estoque de kits">
            <Table withTableBorder striped miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Estoque</Table.Th>
                  {KIT_SIZES.map((s) => (
                    <Table.Th key={s}>{EVENT_KIT_SIZE_LABELS[s]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Evento (restante / total)</Table.Td>
                  {KIT_SIZES.map((s) => (
                    <Table.Td key={s}>
                      {e.kits_stock_remaining[s]} / {e.kits_stock[s]}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {e.kits.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>
                      {k.name} {k.kit_blocked && <Badge color="red">Esgotado</Badge>}
                    </Table.Td>
                    {KIT_SIZES.map((s) => (
                      <Table.Td key={s}>
                        {k.remaining[s]} / {k.stock[s]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Section>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Section title="Extras">
            {e.event_extras.length ? e.event_extras.map((x) => <Text key={x.id}>{x.name}{x.price !== null ? ` — ${formatMoney(x.price)}` : ''}</Text>) : <Text c="dimmed">Nenhum</Text>}
          </Section>
          <Section title="Patrocinadores">
            {e.event_sponsors.length ? (
              e.event_sponsors.map((s) => (
                <Text key={s.id}>
                  {s.sponsor_name} {s.master && <Badge size="xs">Master</Badge>} {s.sponsor_type_name && <Badge size="xs" variant="outline">{s.sponsor_type_name}</Badge>}
                </Text>
              ))
            ) : (
              <Text c="dimmed">Nenhum</Text>
            )}
          </Section>
          <Section title="ONGs e doações">
            {e.ongs.length ? e.ongs.map((o) => <Text key={o.id}>{o.name}</Text>) : <Text c="dimmed">Nenhuma</Text>}
            {e.donation_to_receive_souvenir !== null && <Text size="sm" mt="xs">Doação mínima para o brinde: {formatMoney(e.donation_to_receive_souvenir)}</Text>}
          </Section>
        </SimpleGrid>
        <Section title="Pagamento">
          <DetailList
            items={[
              { label: 'Formas de pagamento', value: [e.pix && 'Pix', e.credit_card && 'Cartão de crédito', e.debit_card && 'Cartão de débito'].filter(Boolean).join(', ') },
              { label: 'Taxa de conveniência', value: `${e.convenience_fee} (${e.convenience_fee_type})` },
              { label: 'Porto Bank (limite / desconto)', value: `${e.porto_bank_percentage_limit ?? '—'}% / ${e.porto_bank_percentage_discount ?? '—'}%` },
              { label: 'Santander (limite / desconto)', value: `${e.santander_percentage_limit ?? '—'}% / ${e.santander_percentage_discount ?? '—'}%` },
            ]}
          />
        </Section>
        <Section title="Textos">
          <Stack>
            {(
              [
                ['Descrição', e.description_text],
                ['Programação', e.schedule_text],
                ['Inscrições', e.subscriptions_text],
                ['Termos', e.terms_text],
                ['Regulamento', e.rules_text],
              ] as const
            ).map(([label, html]) => (
              <Stack key={label} gap={4}>
                <Text fw={600}>{label}</Text>
                <RichText html={html} />
              </Stack>
            ))}
          </Stack>
        </Section>
        {(e.path_photos.length > 0 || e.promotional_photos.length > 0) && (
          <Section title="Fotos">
            <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }}>
              {[...e.path_photos, ...e.promotional_photos].map((url, i) => (
                <Image key={`${url}-${i}`} src={url} alt={`Foto ${i + 1} de ${e.name}`} h={100} radius="sm" fit="cover" />
              ))}
            </SimpleGrid>
          </Section>
        )}
        <Section title="Histórico">
          <AuditTimeline query={history} />
        </Section>
      </Stack>
    </Stack>
  );
}
