import { formatDate, formatDateTime } from '@backoffice/contract';
import { Anchor, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { Thumbnail } from '../../components/Thumbnail';
import { eventGroups } from './api/event-groups';

const FIELD_LABELS = { name: 'Nome', description: 'Descrição', photo_url: 'Foto', public_visibility: 'Visível ao público', event_ids: 'Eventos' };

/** /event-groups/{id}/show */
export default function EventGroupShowPage() {
  return (
    <ShowPage resource={eventGroups} noun={{ title: 'grupo de eventos', article: 'o grupo' }} deleteNote="Os eventos não são afetados." fieldLabels={FIELD_LABELS}>
      {(g) => (
        <>
        <Paper withBorder p="lg" radius="md">
          <Group align="flex-start" gap="xl">
            {g.photo_url && <Thumbnail src={g.photo_url} alt={`Foto de ${g.name}`} h={130} />}
            <div style={{ flex: 1 }}>
              <DetailList
                items={[
                  { label: 'Nome', value: g.name },
                  { label: 'Visibilidade', value: g.public_visibility ? <Badge color="green" variant="dot" tt="none" fw={500}>Pública</Badge> : <Badge color="gray" variant="dot" tt="none" fw={500}>Privada</Badge> },
                  { label: 'Descrição', value: g.description },
                  { label: 'Eventos', value: g.events_count },
                  { label: 'Criado em', value: formatDateTime(g.created_at) },
                  { label: 'Atualizado em', value: formatDateTime(g.updated_at) },
                ]}
              />
            </div>
          </Group>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Eventos do grupo
          </Title>
          {g.events.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nenhum evento neste grupo.
            </Text>
          ) : (
            <Table striped aria-label="Eventos do grupo">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Evento</Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {g.events.map((e, i) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/events/${e.id}/show`}>
                        {e.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(e.event_date) || '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={e.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        </>
      )}
    </ShowPage>
  );
}
