import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';

import { MODAL_WIDTH_PX } from '@backoffice/contract/constants';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('pt-br');

/**
 * Providers only the signed-in pages need (dates in pt-BR, confirm dialogs). They load with the signed-in layout, so
 * /sign_in does not download @mantine/dates, dayjs or @mantine/modals (issue 13 §1, decision 0085).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <ModalsProvider modalProps={{ size: MODAL_WIDTH_PX, centered: true }} labels={{ confirm: 'OK', cancel: 'Cancelar' }}>
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}
