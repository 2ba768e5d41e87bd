import { modals } from '@mantine/modals';

type ConfirmModalSettings = Parameters<typeof modals.openConfirmModal>[0];

let hostsMounted = 0;
let markReady: () => void = () => {};
let ready = new Promise<void>((resolve) => (markReady = resolve));

/**
 * Called by the dialogs' host (app/dialogs-host.tsx) when it mounts; the returned function when it unmounts. The host's
 * code loads after the page's (decision 0105), so a confirmation asked before it is in waits for it instead of being
 * lost.
 */
export function dialogsHostMounted(): () => void {
  hostsMounted += 1;
  markReady();
  return () => {
    hostsMounted -= 1;
    if (hostsMounted === 0) ready = new Promise<void>((resolve) => (markReady = resolve));
  };
}

/** Opens Mantine's confirmation modal now, or as soon as the dialogs' host is mounted. The one way to open a dialog. */
export function openConfirmDialog(settings: ConfirmModalSettings): void {
  if (hostsMounted > 0) modals.openConfirmModal(settings);
  else void ready.then(() => modals.openConfirmModal(settings));
}
