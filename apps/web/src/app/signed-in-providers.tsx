import { lazy, Suspense, type ReactNode } from 'react';
import { useFirstInteraction } from '../lib/use-first-interaction';

/** When the dialogs' host mounts on a page nobody has touched yet. */
export const DIALOGS_IDLE_MS = 3000;

// Its own chunk: the Modal, focus trap and scroll lock are not needed to show a page (decision 0105).
const DialogsHost = lazy(() => import('./dialogs-host'));

/**
 * Providers only the signed-in pages need (confirm dialogs). They load with the signed-in layout, so /sign_in does not
 * download @mantine/modals (issue 13 §1, decision 0085). The dialogs' host (a closed Modal and its portal) mounts at
 * the first interaction — before the click or key that could ask for a confirmation reaches its handler — or after
 * DIALOGS_IDLE_MS, not inside the page's first commit (decision 0095), and its code loads then (decision 0105). Dialogs
 * are opened with `openConfirmDialog` (lib/dialogs.ts: lib/confirm.tsx, the leave guard), which waits for the host
 * when the click came before its code, never through `useModals()`, so no page needs the provider above it. The pt-BR
 * date settings travel with the date inputs (components/inputs/dates-setup.ts), so a page without a date field does
 * not load @mantine/dates or dayjs.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const [dialogsWanted] = useFirstInteraction(DIALOGS_IDLE_MS);
  return (
    <>
      {children}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <DialogsHost />
        </Suspense>
      )}
    </>
  );
}
