import { MODAL_WIDTH_PX } from '@backoffice/contract/constants';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { dialogsHostMounted } from '../lib/dialogs';

/**
 * The confirm dialogs' host: Mantine's ModalsProvider (a Modal, its portal, focus trap and scroll lock), with the
 * panel's labels. Loaded on its own after the page (signed-in-providers.tsx); its effect runs after the provider's, so
 * `openConfirmDialog` calls made before it was in are opened once it listens.
 */
export function DialogsHost() {
  useEffect(() => dialogsHostMounted(), []);
  return <ModalsProvider modalProps={{ size: MODAL_WIDTH_PX, centered: true }} labels={{ confirm: 'OK', cancel: 'Cancelar' }} />;
}

export default DialogsHost;
