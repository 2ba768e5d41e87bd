import { formatDateTime, MSG } from '@backoffice/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { useCan } from '../../lib/me';
import { usePermissionCatalogue, useProfile } from './api/profiles';
import { FullAccessNotice } from './components/ProfileForm';
import { PermissionMatrix } from './components/PermissionMatrix';
import { useConfirmDeleteProfile } from './components/use-confirm-delete';

export default function ProfileShowPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(id);
  const catalogue = usePermissionCatalogue();
  const canUpdate = useCan('update', 'profiles');
  const canDelete = useCan('destroy', 'profiles');
  const remove = useConfirmDeleteProfile();

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <PageError error={profile.error} onRetry={() => void profile.refetch()} title={MSG.failure} text={MSG.unavailable} />;
  const p = profile.data;

  return (
    <Stack gap={0}>
      <PageHeader
        title={p.name}
        backTo="/profiles/list"
        actions={
          <Group gap="xs">
            {canUpdate && (
              <Button component={Link} to={`/profiles/${p.id}/edit`} variant="default" leftSection={<IconEdit size={16} />}>
                Editar
              </Button>
            )}
            {canDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={async () => {
                  if (await remove(p)) navigate('/profiles/list');
                }}
              >
                Excluir
              </Button>
            )}
          </Group>
        }
      />
      <Stack>
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              { label: 'Nome', value: p.name },
              { label: 'Usuários com este perfil', value: p.users_count },
              { label: 'Criado em', value: formatDateTime(p.created_at) },
              { label: 'Atualizado em', value: formatDateTime(p.updated_at) },
            ]}
          />
        </Paper>
        {p.full_access && <FullAccessNotice />}
        <div>
          <Text fw={600} mb={4}>
            Permissões
          </Text>
          <PermissionMatrix catalogue={catalogue.data} value={p.permissions} disabled allChecked={p.full_access} />
        </div>
      </Stack>
    </Stack>
  );
}
