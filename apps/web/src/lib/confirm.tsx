import { MODAL, MODAL_WIDTH_PX } from '@backoffice/contract/constants';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openConfirmDialog } from './dialogs';

export type ConfirmKind = 'enable' | 'disable' | 'delete' | 'ok';

/**
 * The confirmation modal (§9): 440 px wide, 'Sim, habilitar' / 'Sim, desabilitar' / 'Sim, deletar' / 'OK' and 'Cancelar'.
 * Resolves true when confirmed.
 */
export function confirmAction(options: { title: ReactNode; message: ReactNode; kind: ConfirmKind; confirmLabel?: string }): Promise<boolean> {
  return new Promise((resolve) => {
    openConfirmDialog({
      title: options.title,
      size: MODAL_WIDTH_PX,
      centered: true,
      children: typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message,
      labels: { confirm: options.confirmLabel ?? MODAL[options.kind], cancel: MODAL.cancel },
      confirmProps: { color: options.kind === 'delete' || options.kind === 'disable' ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
