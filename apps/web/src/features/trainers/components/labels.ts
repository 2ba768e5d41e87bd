import { statusLabel } from '@backoffice/contract/constants';
import type { WalletEntry } from '@backoffice/contract';

export const SERVICE_TYPE_LABELS = { class: 'Aula', affiliation: 'Assessoria', both: 'Aula e assessoria' } as const;
export const SERVICE_TYPE_OPTIONS = Object.entries(SERVICE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
export const TRAINER_STATUS_OPTIONS = (['enabled', 'disabled', 'pending'] as const).map((value) => ({ value, label: statusLabel(value, 'trainer') }));
export const ACTIVITY_STATUS_OPTIONS = (['draft', 'enabled', 'disabled', 'finished'] as const).map((value) => ({ value, label: statusLabel(value) }));
export const WITHDRAW_STATUS_OPTIONS = (['pending', 'approved', 'denied', 'partially_denied'] as const).map((value) => ({ value, label: statusLabel(value, 'withdraw') }));

/** §4: debit is shown as 'Saque'. */
export function entryLabel(e: WalletEntry): string {
  return e.entry_type === 'debit' ? 'Saque' : 'Crédito';
}

/** Where an entry comes from: the order, the subscription or the withdraw request. */
export function entryOrigin(e: WalletEntry): string {
  if (e.withdraw_request_id) return `Solicitação de saque #${e.withdraw_request_id}`;
  if (e.subscription_id) return `Inscrição #${e.subscription_id}${e.order_id ? ` (pedido #${e.order_id})` : ''}`;
  if (e.order_id) return `Pedido #${e.order_id}`;
  return '—';
}
