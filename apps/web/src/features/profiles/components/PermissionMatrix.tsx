import { Checkbox, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import classes from './permission-matrix.module.css';
import type { CatalogueResource } from '../api/profiles';

export type Grant = { action: string; resource: string };

const key = (g: Grant) => `${g.resource}\u0000${g.action}`;

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

  const setRow = (resource: CatalogueResource, on: boolean) => {
    const others = value.filter((g) => g.resource !== resource.name);
    onChange?.(on ? [...others, ...resource.actions.map((a) => ({ action: a.name, resource: resource.name }))] : others);
  };
  const toggle = (g: Grant, on: boolean) => onChange?.(on ? [...value, g] : value.filter((v) => key(v) !== key(g)));

  return (
    <Paper withBorder radius="md">
      {/* One row per resource with its own actions wrapped beside it: no sideways scrolling, even at 390 px. */}
      <Table striped verticalSpacing={8} fz="sm" aria-label="Permissões">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="25%">Recurso</Table.Th>
            <Table.Th w={64} ta="center">
              Todos
            </Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {catalogue.map((resource) => {
            const on = resource.actions.filter((a) => isOn({ action: a.name, resource: resource.name })).length;
            return (
              <Table.Tr key={resource.name}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {resource.label}
                  </Text>
                </Table.Td>
                <Table.Td ta="center">
                  <Checkbox
                    display="inline-block"
                    classNames={{ input: classes.box }}
                    aria-label={`Marcar todos: ${resource.label}`}
                    checked={on === resource.actions.length && on > 0}
                    indeterminate={on > 0 && on < resource.actions.length}
                    disabled={disabled}
                    onChange={(e) => setRow(resource, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {resource.actions.map((a) => {
                      const grant = { action: a.name, resource: resource.name };
                      return (
                        <Checkbox
                          key={a.name}
                          size="xs"
                          classNames={{ input: classes.box, label: classes.label }}
                          label={a.label}
                          aria-label={`${resource.label}: ${a.label}`}
                          checked={isOn(grant)}
                          disabled={disabled}
                          onChange={(e) => toggle(grant, e.currentTarget.checked)}
                        />
                      );
                    })}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
