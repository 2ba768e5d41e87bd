import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TabTitle } from '../../components/TabTitle';

/** A §2 route whose screen is not built yet: clear pt-BR text, never a crash or a blank page. */
export function PlaceholderPage({ title, backTo }: { title: string; backTo: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
          <IconBarrierBlock size={28} />
        </ThemeIcon>
        <TabTitle title={title} />
        <Title order={2}>{title}</Title>
        <Text fw={600}>Em construção</Text>
        <Text c="dimmed">Esta tela ainda está sendo desenvolvida e estará disponível em breve.</Text>
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
          Voltar
        </Button>
      </Stack>
    </Paper>
  );
}
