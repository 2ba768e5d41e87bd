import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RowMenu } from '../../components/RowMenu';
import { api } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';
import { useMe } from '../../lib/me';

/** Sign-out (§4): DELETE /v1/session, then token, profile and permissions are cleared and the user goes to /sign_in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.delete('/v1/session');
    } catch {
      // the session ends locally anyway
    }
    authStore.signOut();
    queryClient.clear();
    navigate('/sign_in', { replace: true });
  };
}

export function UserMenu() {
  const me = useMe().data;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = me?.name ?? '';
  return (
    <RowMenu
      width={220}
      target={
        <UnstyledButton p={4} style={{ borderRadius: 8 }}>
          <VisuallyHidden>Menu do usuário</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={32} aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      }
    >
      {(Menu) => (
        <>
          <Menu.Label>{me?.email}</Menu.Label>
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => navigate('/me')}>
            Minha conta
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
            Sair
          </Menu.Item>
        </>
      )}
    </RowMenu>
  );
}
