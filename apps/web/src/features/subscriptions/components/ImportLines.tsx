import type { ImportJob } from '@backoffice/contract';
import { Alert, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { JobStatusBadge } from './labels';

/** Progress of an import and its rejected lines with the reason for each. */
export function ImportLines({ job }: { job: ImportJob }) {
  const percent = job.total_lines ? Math.round((job.processed_lines * 100) / job.total_lines) : job.status === 'completed' ? 100 : 0;
  return (
    <Stack gap="sm" data-testid="import-status">
      <Group justify="space-between">
        <Group gap="xs">
          <JobStatusBadge status={job.status} kind="import" />
          {job.file_name && (
            <Text size="sm" c="dimmed">
              {job.file_name}
            </Text>
          )}
        </Group>
        <Text size="sm">
          {job.processed_lines} de {job.total_lines} linhas lidas · {job.succeeded_lines} aplicadas · {job.failed_lines} recusadas
        </Text>
      </Group>
      <Progress value={percent} animated={job.status === 'processing' || job.status === 'scheduled'} aria-label="Progresso da importação" />
      {job.error && (
        <Alert color="red" variant="light">
          {job.error}
        </Alert>
      )}
      {job.rejected.length > 0 && (
        <ScrollArea.Autosize mah={320}>
          <Table striped withTableBorder aria-label="Linhas recusadas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>Linha</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Conteúdo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.rejected.map((l) => (
                <Table.Tr key={l.line_number}>
                  <Table.Td>{l.line_number}</Table.Td>
                  <Table.Td>{l.message}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" lineClamp={1}>
                      {l.raw}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
