import { MSG, NOTIFICATION_DURATION_MS } from '@backoffice/contract/constants';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';

/** Green notification after a successful action. */
export function notifySuccess(message: ReactNode, title?: ReactNode) {
  notifications.show({ color: 'green', title, message, autoClose: NOTIFICATION_DURATION_MS });
}

/** Red notification. */
export function notifyFailure(message: ReactNode, title?: ReactNode) {
  notifications.show({ color: 'red', title, message, autoClose: NOTIFICATION_DURATION_MS });
}

/**
 * THE error path for anything the user did (mutations, forms): silent errors (expired session) show nothing,
 * network errors were already shown by the API client, the rest shows 'Ocorreu um Erro' with the server's first message.
 */
export function notifyError(error: unknown, fallback: string = MSG.genericError, title: string = MSG.genericErrorTitle) {
  if (error instanceof ApiError) {
    if (error.silent || error.isNetwork) return;
    notifyFailure(error.firstMessage ?? fallback, title);
    return;
  }
  notifyFailure(fallback, title);
}
