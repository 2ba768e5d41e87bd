import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TabTitle } from '../../components/TabTitle';
import { useMe } from '../../lib/me';
import { NAV_ICONS } from '../layouts/nav-icons';
import { useAllowedSections } from '../layouts/Sidebar';

/** /admin: landing after sign-in, with shortcuts to the sections this user may open. */
export default function AdminHome() {
  const me = useMe().data;
  const sections = useAllowedSections();
  const firstName = me?.name.split(' ')[0] ?? '';
  return (
    <Stack gap="lg">
      <div>
        <TabTitle title="Início" />
        <Title order={2}>Bem-vindo(a), {firstName}!</Title>
        <Text c="dimmed">Escolha uma área para começar.</Text>
      </div>
      {sections.length === 0 ? (
        <Text c="dimmed">Seu perfil ainda não tem acesso a nenhuma área. Fale com um administrador.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {sections.map((section) => {
            const Icon = NAV_ICONS[section.icon] ?? IconHome;
            return (
              <UnstyledButton key={section.key} component={Link} to={section.links[0]!.to}>
                <Card withBorder padding="lg" radius="md" h="100%">
                  <Stack gap="xs">
                    <ThemeIcon variant="light" size="lg">
                      <Icon size={20} />
                    </ThemeIcon>
                    <Text fw={600}>{section.label}</Text>
                    <Text size="sm" c="dimmed">
                      {section.links.map((l) => l.label).join(' · ')}
                    </Text>
                  </Stack>
                </Card>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
