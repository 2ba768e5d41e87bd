import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

export type RecordActionsProps = {
  editTo?: string;
  onDelete?: () => void;
  onRestore?: () => void;
};

/** The header buttons of a show page: Editar, Excluir, Restaurar (pass only those the user may do). */
export function RecordActions({ editTo, onDelete, onRestore }: RecordActionsProps) {
  return (
    <Group gap="xs">
      {editTo && (
        <Button component={Link} to={editTo} leftSection={<IconEdit size={16} />} variant="default">
          Editar
        </Button>
      )}
      {onDelete && (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Excluir
        </Button>
      )}
      {onRestore && (
        <Button variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={onRestore}>
          Restaurar
        </Button>
      )}
    </Group>
  );
}
