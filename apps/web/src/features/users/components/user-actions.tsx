import { ActionIcon, Group } from '@mantine/core';
import { IconDots, IconEdit, IconEye, IconMailForward, IconPlayerPause, IconPlayerPlay, IconShieldOff, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { useUserAction, type AdminUserRecord, type UserAction } from '../api/users';
import type { AdminUser } from '@backoffice/contract';
import { RowMenu } from '../../../components/RowMenu';
import { Hint } from '../../../components/Hint';

/** Confirms (where needed) and runs an action on a user; resolves true when it ran successfully. */
export function useRunUserAction() {
  const mutation = useUserAction();
  return async (user: Pick<AdminUser, 'id' | 'name'>, action: UserAction): Promise<boolean> => {
    const confirmations: Partial<Record<UserAction, Parameters<typeof confirmAction>[0]>> = {
      enable: { kind: 'enable', title: 'Ativar usuário', message: `Deseja ativar o usuário ${user.name}?` },
      disable: { kind: 'disable', title: 'Desativar usuário', message: `Deseja desativar o usuário ${user.name}? Ele não conseguirá mais entrar no painel.` },
      delete: { kind: 'delete', title: 'Excluir usuário', message: `Deseja excluir o usuário ${user.name}? Esta ação não pode ser desfeita.` },
      disable_two_factor: {
        kind: 'ok',
        title: 'Desativar autenticação em dois fatores',
        message: `Deseja desativar a autenticação em dois fatores de ${user.name}? Ele poderá configurá-la novamente em "Minha conta".`,
      },
      invite: { kind: 'ok', title: 'Reenviar convite', message: `Deseja reenviar o convite por e-mail para ${user.name}?` },
    };
    const confirmation = confirmations[action];
    if (confirmation && !(await confirmAction(confirmation))) return false;
    try {
      await mutation.mutateAsync({ id: user.id, action });
      return true;
    } catch {
      return false;
    }
  };
}

/** The per-row actions of the users list: show, edit, and a menu with the status/invite/2FA/delete actions. */
export function UserRowActions({ user, menuOnly = false }: { user: AdminUser | AdminUserRecord; menuOnly?: boolean }) {
  const run = useRunUserAction();
  const navigate = useNavigate();
  const canUpdate = useCan('update', 'users');
  const canEnable = useCan('enable', 'users');
  const canDisable = useCan('disable', 'users');
  const canInvite = useCan('invite', 'users');
  const canClear2fa = useCan('disable_two_factor', 'users');
  const canDelete = useCan('destroy', 'users');
  const enabled = user.status === 'enabled';
  const hasMenu = (enabled ? canDisable : canEnable) || (canInvite && enabled) || (canClear2fa && user.two_factor_enabled) || canDelete;

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {!menuOnly && (
        <Hint label="Ver detalhes">
          <ActionIcon component={Link} to={`/users/${user.id}/show`} variant="subtle" aria-label={`Ver detalhes de ${user.name}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Hint>
      )}
      {!menuOnly && canUpdate && (
        <Hint label="Editar">
          <ActionIcon component={Link} to={`/users/${user.id}/edit`} variant="subtle" aria-label={`Editar ${user.name}`}>
            <IconEdit size={18} />
          </ActionIcon>
        </Hint>
      )}
      {hasMenu && (
        <RowMenu
          target={
            <ActionIcon variant={menuOnly ? 'default' : 'subtle'} size={menuOnly ? 'lg' : 'md'} color="gray" aria-label={`Mais ações para ${user.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          }
        >
          {(Menu) => (
            <>
              {enabled && canDisable && (
                <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={() => void run(user, 'disable')}>
                  Desativar
                </Menu.Item>
              )}
              {!enabled && canEnable && (
                <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => void run(user, 'enable')}>
                  Ativar
                </Menu.Item>
              )}
              {canInvite && enabled && (
                <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => void run(user, 'invite')}>
                  Reenviar convite
                </Menu.Item>
              )}
              {canClear2fa && user.two_factor_enabled && (
                <Menu.Item leftSection={<IconShieldOff size={16} />} onClick={() => void run(user, 'disable_two_factor')}>
                  Desativar 2FA
                </Menu.Item>
              )}
              {canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={async () => {
                      if (await run(user, 'delete')) navigate('/users/list');
                    }}
                  >
                    Excluir
                  </Menu.Item>
                </>
              )}
            </>
          )}
        </RowMenu>
      )}
    </Group>
  );
}
