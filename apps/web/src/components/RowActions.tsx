import { ActionIcon, Group } from '@mantine/core';
import { IconArrowBackUp, IconEdit, IconEye, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Hint } from './Hint';

export type RowActionsProps = {
  /** The record's name, for the buttons' accessible names ("Editar 10 km"). */
  name: string;
  showTo?: string;
  /** Edit page, or a handler (edit in a modal). */
  editTo?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onRestore?: () => void;
  /** Enable/disable: pass the handler of the action the record's status allows (and the profile may do). */
  onEnable?: () => void;
  onDisable?: () => void;
};

/** Icon actions of a list row: details, edit, delete, restore (pass only those the user may do). */
export function RowActions({ name, showTo, editTo, onEdit, onDelete, onRestore, onEnable, onDisable }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {showTo && (
        <Hint label="Ver detalhes">
          <ActionIcon component={Link} to={showTo} variant="subtle" aria-label={`Ver detalhes de ${name}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Hint>
      )}
      {editTo && (
        <Hint label="Editar">
          <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`Editar ${name}`}>
            <IconEdit size={18} />
          </ActionIcon>
        </Hint>
      )}
      {onEdit && (
        <Hint label="Editar">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Editar ${name}`}>
            <IconEdit size={18} />
          </ActionIcon>
        </Hint>
      )}
      {onRestore && (
        <Hint label="Restaurar">
          <ActionIcon variant="subtle" color="teal" onClick={onRestore} aria-label={`Restaurar ${name}`}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Hint>
      )}
      {onEnable && (
        <Hint label="Ativar">
          <ActionIcon variant="subtle" color="teal" onClick={onEnable} aria-label={`Ativar ${name}`}>
            <IconPlayerPlay size={18} />
          </ActionIcon>
        </Hint>
      )}
      {onDisable && (
        <Hint label="Desativar">
          <ActionIcon variant="subtle" color="orange" onClick={onDisable} aria-label={`Desativar ${name}`}>
            <IconPlayerPause size={18} />
          </ActionIcon>
        </Hint>
      )}
      {onDelete && (
        <Hint label="Excluir">
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Excluir ${name}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Hint>
      )}
    </Group>
  );
}
