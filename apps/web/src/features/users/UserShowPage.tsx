import { formatDateTime } from '@backoffice/contract';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { useProfileOptions, useUser, useUserHistory } from './api/users';
import { UserRowActions } from './components/user-actions';

const FIELD_LABELS = { name: 'Nome', email: 'E-mail', status: 'Status', profile_ids: 'Perfis', profiles: 'Perfis', two_factor_enabled: '2FA' };

/** /users/{id}/show — details and the record's history. */
export default function UserShowPage() {
  const { id } = useParams();
  const user = useUser(id);
  const history = useUserHistory(id);
  const canUpdate = useCan('update', 'users');
  const profileOptions = useProfileOptions().data;
  const profileNames = (field: string, value: unknown) =>
    field === 'profile_ids' && Array.isArray(value) && profileOptions
      ? value.map((id) => profileOptions.find((o) => o.value === String(id))?.label ?? `#${String(id)}`).join(', ')
      : undefined;

  if (user.isPending) return <PageLoader />;
  if (user.isError) return <PageError error={user.error} onRetry={() => void user.refetch()} />;
  const u = user.data;

  return (
    <Stack gap={0}>
      <PageHeader
        title={u.name}
        backTo="/users/list"
        actions={
          <Group gap="xs">
            {canUpdate && (
              <Button component={Link} to={`/users/${u.id}/edit`} leftSection={<IconEdit size={16} />} variant="default">
                Editar
              </Button>
            )}
            <UserRowActions user={u} menuOnly />
          </Group>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              { label: 'Nome', value: u.name },
              { label: 'E-mail', value: u.email },
              {
                label: 'Perfis',
                value: (
                  <Group gap={4}>
                    {u.profiles.map((p) => (
                      <Badge key={p.id} variant="default" tt="none">
                        {p.name}
                      </Badge>
                    ))}
                  </Group>
                ),
              },
              {
                label: 'Status',
                value: (
                  <Group gap={4}>
                    <StatusBadge status={u.status} />
                    {u.invitation_pending && (
                      <Badge color="yellow" variant="dot" tt="none" fw={500}>
                        Convite pendente
                      </Badge>
                    )}
                  </Group>
                ),
              },
              { label: 'Autenticação em dois fatores', value: u.two_factor_enabled ? 'Ativa' : 'Inativa' },
              { label: 'Último acesso', value: u.last_sign_in_at ? formatDateTime(u.last_sign_in_at) : 'Nunca acessou' },
              { label: 'Criado em', value: formatDateTime(u.created_at) },
              { label: 'Atualizado em', value: formatDateTime(u.updated_at) },
            ]}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Histórico
          </Title>
          <AuditTimeline query={history} fieldLabels={FIELD_LABELS} formatValue={profileNames} />
        </Paper>
      </Stack>
    </Stack>
  );
}
