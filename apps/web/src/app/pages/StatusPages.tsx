import { MSG } from '@backoffice/contract/constants';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TabTitle } from '../../components/TabTitle';

function StatusPage({ code, title, text, action }: { code: string; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          {code}
        </Text>
        <TabTitle title={title} />
        <Title order={2}>{title}</Title>
        {text && <Text c="dimmed">{text}</Text>}
        {action ?? (
          <Button component={Link} to="/" mt="sm">
            Voltar ao início
          </Button>
        )}
      </Stack>
    </Center>
  );
}

export function ForbiddenPage() {
  return <StatusPage code="403" title="Acesso negado" text="Você não tem permissão para acessar esta página." />;
}

/** /404 and the catch-all (§2: message 'This page could not be found', link home). */
export function NotFoundPage() {
  return <StatusPage code="404" title={MSG.notFoundPage} text="A página que você procura não existe ou foi movida." />;
}
