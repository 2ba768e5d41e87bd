import { formatCnpj, formatDate, formatDateTime, formatMoney, formatPhone } from '@backoffice/contract';
import { Anchor, Badge, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { PageError } from '../../components/PageState';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { Thumbnail } from '../../components/Thumbnail';
import { ongs, useOngDonations } from './api/ongs';
import { AmountCell } from '../../components/AmountCell';
import { ScrollRegion } from '../../components/ScrollRegion';

const FIELD_LABELS = { name: 'Nome', cnpj: 'CNPJ', description: 'Descrição', email: 'E-mail', phone: 'Telefone', site_url: 'Site', photo_url: 'Foto', status: 'Status', state_ids: 'Estados' };

/** Paid donations per event, in BRL. */
function Donations({ id }: { id: string }) {
  const donations = useOngDonations(id);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          Doações recebidas por evento
        </Title>
        {donations.data && (
          <Text fw={600} data-testid="donations-total">
            Total: {formatMoney(donations.data.total_amount)} ({donations.data.total_count} {donations.data.total_count === 1 ? 'doação' : 'doações'})
          </Text>
        )}
      </Group>
      {donations.isPending ? (
        <Skeleton h={80} />
      ) : donations.isError ? (
        <PageError error={donations.error} onRetry={() => void donations.refetch()} />
      ) : donations.data.events.length === 0 ? (
        <Text c="dimmed" size="sm">
          Esta ONG ainda não está em nenhum evento.
        </Text>
      ) : (
        <ScrollRegion label="Doações por evento" minWidth={500}>
          <Table striped aria-label="Doações por evento">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Evento</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th ta="right">Doações</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {donations.data.events.map((e) => (
                <Table.Tr key={e.event_id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/events/${e.event_id}/show`}>
                      {e.event_name}
                    </Anchor>
                    {e.ongs_in_event > 1 && (
                      <Badge ml="xs" variant="default" tt="none" fw={500}>
                        dividido entre {e.ongs_in_event} ONGs
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(e.event_date) || '—'}</Table.Td>
                  <AmountCell>{e.donations_count}</AmountCell>
                  <AmountCell>{formatMoney(e.amount)}</AmountCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}

/** /ongs/{id}/show — details, donations per event (BRL) and history. */
export default function OngShowPage() {
  return (
    <ShowPage resource={ongs} noun={{ title: 'ONG', article: 'a ONG' }} fieldLabels={FIELD_LABELS}>
      {(o) => (
        <>
          <Paper withBorder p="lg" radius="md">
          <Group align="flex-start" gap="xl">
            {o.photo_url && <Thumbnail src={o.photo_url} alt={`Foto de ${o.name}`} w={180} h={120} />}
            <div style={{ flex: 1 }}>
              <DetailList
                items={[
                  { label: 'Nome', value: o.name },
                  { label: 'CNPJ', value: formatCnpj(o.cnpj) },
                  {
                    label: 'Estados de atuação',
                    value: (
                      <Group gap={4}>
                        {o.ong_states.map((s) => (
                          <Badge key={s.state_id} variant="default" tt="none" title={s.state.name}>
                            {s.state.uf}
                          </Badge>
                        ))}
                      </Group>
                    ),
                  },
                  { label: 'Status', value: <StatusBadge status={o.status} /> },
                  { label: 'E-mail', value: o.email && <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{o.email}</Text> },
                  { label: 'Telefone', value: o.phone ? formatPhone(o.phone) : null },
                  { label: 'Site', value: o.site_url && <Anchor href={o.site_url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>{o.site_url}</Anchor> },
                  { label: 'Descrição', value: o.description },
                  { label: 'Criada em', value: formatDateTime(o.created_at) },
                  { label: 'Atualizada em', value: formatDateTime(o.updated_at) },
                ]}
              />
            </div>
          </Group>
        </Paper>
          <Donations id={String(o.id)} />
        </>
      )}
    </ShowPage>
  );
}
