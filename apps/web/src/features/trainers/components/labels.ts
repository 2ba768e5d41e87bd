import { formatMoney, statusLabel } from '@backoffice/contract/constants';
import type { WalletEntry } from '@backoffice/contract';

export const SERVICE_TYPE_LABELS = { class: 'Aula', affiliation: 'Assessoria', both: 'Aula e assessoria' } as const;
export const SERVICE_TYPE_OPTIONS = Object.entries(SERVICE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
export const TRAINER_STATUS_OPTIONS = (['enabled', 'disabled', 'pending'] as const).map((value) => ({ value, label: statusLabel(value, 'trainer') }));
export const ACTIVITY_STATUS_OPTIONS = (['draft', 'enabled', 'disabled', 'finished'] as const).map((value) => ({ value, label: statusLabel(value) }));
export const WITHDRAW_STATUS_OPTIONS = (['pending', 'approved', 'denied', 'partially_denied'] as const).map((value) => ({ value, label: statusLabel(value, 'withdraw') }));

const MONEY_FIELDS = new Set(['paid_amount', 'balance', 'available', 'pending_withdrawals']);

/** A trainer's history values as the page shows them (snapshots hold enum keys and money as '200.00'); undefined: the default. */
export function trainerHistoryValue(field: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (field === 'service_type') return (SERVICE_TYPE_LABELS as Record<string, string>)[String(value)];
  if (field === 'status') return statusLabel(String(value), 'trainer');
  if (field === 'withdraw_status') return statusLabel(String(value), 'withdraw');
  if (field === 'justification_status') return statusLabel(String(value));
  if (field === 'withdraw_request_id' || field === 'justification_id') return `nº ${String(value)}`;
  if (MONEY_FIELDS.has(field) && Number.isFinite(Number(value))) return formatMoney(Number(value));
  return undefined;
}

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
