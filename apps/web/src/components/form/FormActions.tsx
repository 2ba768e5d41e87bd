import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export type FormActionsProps = {
  saving: boolean;
  /** Tabbed forms (§2): 'Salvar e Sair'. */
  onSaveAndExit?: () => void;
  cancelTo?: string;
  /** What the submit button does, when 'Salvar' would not say it (e.g. 'Finalizar evento'). */
  submitLabel?: string;
};

/** Footer of every form: 'Cancelar', optional 'Salvar e Sair', and 'Salvar' (submit). */
export function FormActions({ saving, onSaveAndExit, cancelTo, submitLabel = 'Salvar' }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt="xl" gap="sm">
      {cancelTo && (
        <Button component={Link} to={cancelTo} variant="default">
          Cancelar
        </Button>
      )}
      {onSaveAndExit && (
        <Button variant="light" onClick={onSaveAndExit} loading={saving}>
          Salvar e Sair
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
