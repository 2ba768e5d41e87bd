import { Checkbox, Paper, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { CatalogueResource } from '../api/profiles';

export type Grant = { action: string; resource: string };

const key = (g: Grant) => `${g.resource}\u0000${g.action}`;

/** The resource column stays visible while the actions scroll sideways. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/**
 * Resources × actions editor: one row per resource, one checkbox per action it has, and 'marcar todos' per row.
 * `disabled` with `allChecked` shows a full-access profile (Master/Admin).
 */
export function PermissionMatrix({
  catalogue,
  value,
  onChange,
  disabled,
  allChecked,
}: {
  catalogue: CatalogueResource[] | undefined;
  value: Grant[];
  onChange?: (value: Grant[]) => void;
  disabled?: boolean;
  allChecked?: boolean;
}) {
  if (!catalogue) return <Skeleton height={240} />;
  const selected = new Set(value.map(key));
  const isOn = (g: Grant) => allChecked || selected.has(key(g));
  const columns = [...new Map(catalogue.flatMap((r) => r.actions).map((a) => [a.name, a.label])).entries()];

  const setRow = (resource: CatalogueResource, on: boolean) => {
    const others = value.filter((g) => g.resource !== resource.name);
    onChange?.(on ? [...others, ...resource.actions.map((a) => ({ action: a.name, resource: resource.name }))] : others);
  };
  const toggle = (g: Grant, on: boolean) => onChange?.(on ? [...value, g] : value.filter((v) => key(v) !== key(g)));

  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Permissões' }}>
        <Table striped withColumnBorders stickyHeader verticalSpacing={6} miw={900} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={180} style={stickyCell}>
                Recurso
              </Table.Th>
              <Table.Th ta="center">Marcar todos</Table.Th>
              {columns.map(([name, label]) => (
                <Table.Th key={name} ta="center" fz="xs">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {catalogue.map((resource) => {
              const on = resource.actions.filter((a) => isOn({ action: a.name, resource: resource.name })).length;
              return (
                <Table.Tr key={resource.name}>
                  <Table.Td style={stickyCell}>
                    <Text size="sm" fw={500}>
                      {resource.label}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="center">
                    <Checkbox
                      display="inline-block"
                      aria-label={`Marcar todos: ${resource.label}`}
                      checked={on === resource.actions.length && on > 0}
                      indeterminate={on > 0 && on < resource.actions.length}
                      disabled={disabled}
                      onChange={(e) => setRow(resource, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  {columns.map(([name, label]) => {
                    const has = resource.actions.some((a) => a.name === name);
                    const grant = { action: name, resource: resource.name };
                    return (
                      <Table.Td key={name} ta="center">
                        {has ? (
                          <Checkbox
                            display="inline-block"
                            aria-label={`${resource.label}: ${label}`}
                            checked={isOn(grant)}
                            disabled={disabled}
                            onChange={(e) => toggle(grant, e.currentTarget.checked)}
                          />
                        ) : (
                          <Fragment />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
