import { MODAL_WIDTH_PX } from '@backoffice/contract/constants';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Providers only the signed-in pages need (confirm dialogs). They load with the signed-in layout, so /sign_in does not
 * download @mantine/modals (issue 13 §1, decision 0085). The pt-BR date settings travel with the date inputs
 * (components/inputs/dates-setup.ts), so a page without a date field does not load @mantine/dates or dayjs.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider modalProps={{ size: MODAL_WIDTH_PX, centered: true }} labels={{ confirm: 'OK', cancel: 'Cancelar' }}>
      {children}
    </ModalsProvider>
  );
}
