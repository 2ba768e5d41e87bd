import { MODAL, MODAL_WIDTH_PX } from '@backoffice/contract';
import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { openConfirmDialog } from '../../lib/dialogs';

export const LEAVE_TITLE = 'Alterações não salvas';
export const LEAVE_MESSAGE = 'Existem alterações não salvas neste formulário. Deseja sair sem salvar?';

/**
 * Warns before leaving a page with unsaved changes: in-app navigation (React Router useBlocker → confirmation modal)
 * and tab close/reload (beforeunload). Call `release()` right before navigating away after a save or delete.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    // Editing again after a save re-arms the warning.
    if (dirty) released.current = false;
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirtyRef.current && !released.current && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    openConfirmDialog({
      title: LEAVE_TITLE,
      size: MODAL_WIDTH_PX,
      centered: true,
      children: <Text size="sm">{LEAVE_MESSAGE}</Text>,
      labels: { confirm: 'Sair sem salvar', cancel: MODAL.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
      onClose: () => {
        if (blocker.state === 'blocked') blocker.reset?.();
      },
    });
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current || released.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return {
    /** The form was saved or the record deleted: leaving is fine now. */
    release: () => {
      released.current = true;
    },
  };
}
