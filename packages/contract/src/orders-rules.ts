/** The zod-free part of orders (statuses, search fields and their check, file name): list pages load it without zod (decision 0085). */
import type { z } from 'zod';
import { onlyDigits } from './formats.ts';

/** §4 order statuses. */
export const ORDER_STATUSES = ['preorder', 'pending_payment', 'payment_confirmed', 'cancelled', 'refused'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The status changes staff may make (decision 0050). Cancelled and refused are final: a customer who wants to buy
 * again places a new order. A preorder is cancelled through the same rule the kit desk uses (its kits go back).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  preorder: ['pending_payment', 'payment_confirmed', 'cancelled'],
  pending_payment: ['payment_confirmed', 'refused', 'cancelled'],
  payment_confirmed: ['cancelled'],
  cancelled: [],
  refused: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** §7 `query_field`: where the list's search looks. */
export const ORDER_QUERY_FIELDS = ['name', 'cpf', 'email', 'id', 'uuid', 'coupon_code'] as const;

export type OrderQueryField = (typeof ORDER_QUERY_FIELDS)[number];

export const ORDER_QUERY_FIELD_LABELS: Record<OrderQueryField, string> = {
  name: 'Nome do cliente',
  cpf: 'CPF',
  email: 'E-mail',
  id: 'Número do pedido',
  uuid: 'UUID',
  coupon_code: 'Código de cupom',
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FilterShape = { query?: string; query_field: OrderQueryField; start_date?: string; end_date?: string };

/** The filters' checks (period order, search text per field), shared by the list, the CSV and orderSearchProblem. */
export function checkOrderFilters(q: FilterShape, ctx: z.RefinementCtx) {
  if (q.start_date && q.end_date && q.end_date < q.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: ORDERS_MSG.periodOrder });
  }
  const text = q.query?.trim();
  if (!text) return;
  if (q.query_field === 'id' && !/^\d{1,10}$/.test(text.replace(/^#/, ''))) {
    ctx.addIssue({ code: 'custom', path: ['query'], message: 'Informe o número do pedido (somente dígitos)' });
  } else if (q.query_field === 'id' && Number(text.replace(/^#/, '')) > 2_147_483_647) {
    ctx.addIssue({ code: 'custom', path: ['query'], message: 'Número de pedido inválido' });
  } else if (q.query_field === 'uuid' && !UUID_RE.test(text)) {
    ctx.addIssue({ code: 'custom', path: ['query'], message: 'Informe o UUID completo do pedido' });
  } else if (q.query_field === 'cpf' && (onlyDigits(text).length !== 11 || /[^\d.\-\s]/.test(text))) {
    ctx.addIssue({ code: 'custom', path: ['query'], message: 'Informe o CPF completo (11 dígitos, com ou sem máscara)' });
  }
}

export const ORDERS_CSV = 'pedidos.csv';

/** A search counts its matches up to here; past it the total reads "1.000 ou mais" (decision 0050). */
export const ORDERS_SEARCH_COUNT_CAP = 1000;

/** Why a search text cannot be sent for the chosen field yet (null: it can), the server's own rules. */
export function orderSearchProblem(field: OrderQueryField, text: string): string | null {
  const issues: string[] = [];
  checkOrderFilters({ query: text, query_field: field }, { addIssue: (i: { message?: string }) => issues.push(i.message ?? '') } as unknown as z.RefinementCtx);
  return issues[0] ?? null;
}

export const ORDERS_MSG = {
  statusEdited: 'Status editado com sucesso',
  notFound: 'Pedido não encontrado.',
  reportDatesRequired: 'Os campos Data Inicial e Data Final são obrigatórios.',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial',
  reportRequested: 'Relatório solicitado com sucesso',
  sameStatus: 'O pedido já está neste status.',
  transition: (from: string, to: string) => `Não é possível mudar um pedido de "${from}" para "${to}".`,
  kitWithdrawn: 'Este pedido tem kit já retirado: desfaça a retirada no balcão antes de cancelar.',
} as const;
