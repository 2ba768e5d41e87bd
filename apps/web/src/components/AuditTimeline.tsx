import { formatDateTime, type AuditEntry } from '@backoffice/contract';
import { Skeleton, Stack, Table, Text, Timeline } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconCirclePlus, IconEdit, IconToggleLeft, IconTrash } from '@tabler/icons-react';
import { MSG } from '@backoffice/contract';

const ACTIONS: Record<string, { label: string; icon: typeof IconEdit; color: string }> = {
  created: { label: 'Criado', icon: IconCirclePlus, color: 'green' },
  updated: { label: 'Editado', icon: IconEdit, color: 'blue' },
  deleted: { label: 'Excluído', icon: IconTrash, color: 'red' },
  status_changed: { label: 'Status alterado', icon: IconToggleLeft, color: 'orange' },
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value === 'enabled') return 'Ativo';
  if (value === 'disabled') return 'Inativo';
  if (Array.isArray(value)) return value.map(show).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A record's history from GET /v1/audit?entity_type=…&entity_id=… (who, what, before → after). */
export function AuditTimeline({
  query,
  fieldLabels = {},
  formatValue,
}: {
  query: UseQueryResult<AuditEntry[]>;
  fieldLabels?: Record<string, string>;
  /** Field-specific display (e.g. profile ids → names); return undefined for the default. */
  formatValue?: (field: string, value: unknown) => string | undefined;
}) {
  const display = (field: string, value: unknown) => formatValue?.(field, value) ?? show(value);
  if (query.isPending) return <Skeleton height={80} />;
  if (query.isError) return <Text c="red" size="sm">{MSG.listError}</Text>;
  if (!query.data.length) return <Text c="dimmed" size="sm">Nenhum registro encontrado</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2}>
      {query.data.map((entry) => {
        const action = ACTIONS[entry.action] ?? ACTIONS.updated!;
        const Icon = action.icon;
        const changes = Object.entries(entry.changes ?? {});
        return (
          <Timeline.Item key={entry.id} bullet={<Icon size={14} />} color={action.color} title={action.label}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.created_at)} · {entry.actor_name ?? 'Sistema'}
            </Text>
            {changes.length > 0 && (
              <Stack gap={0} mt={4}>
                <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                  <Table.Tbody>
                    {changes.map(([field, change]) => (
                      <Table.Tr key={field}>
                        <Table.Td c="dimmed" w={160}>
                          {fieldLabels[field] ?? field}
                        </Table.Td>
                        <Table.Td>
                          {display(field, change.before)} → {display(field, change.after)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
