import { z } from 'zod';
import { isoDate, orderParam, pagingQuery, status, timestamp } from './common.ts';
import { isValidCpf, onlyDigits } from './formats.ts';

/**
 * §7 Kit withdrawal (the event-day pickup desk). Decisions in docs/decisions (kit withdrawal desk).
 * Routes: /v1/withdraw_kits/events[/{id}[/subscriptions[/{subId}[/withdraw|/uncheck_withdraw]]]] and
 * /v1/withdraw_kits/orders/{id}/cancel_preorder.
 */

/** §9 kit / shirt sizes. */
export const kitShirtSize = z.enum(['bl', 'g', 'gg', 'm', 'p']);
export type KitShirtSize = z.infer<typeof kitShirtSize>;
export const KIT_SIZE_LABELS: Record<KitShirtSize, string> = { p: 'P', m: 'M', g: 'G', gg: 'GG', bl: 'BL' };
/** Display order of the sizes. */
export const KIT_SIZE_ORDER: readonly KitShirtSize[] = ['p', 'm', 'g', 'gg', 'bl'];

/** pt-BR texts of the desk (API messages and panel notifications). */
export const WITHDRAW_MSG = {
  withdrawn: 'Kit retirado com sucesso',
  unchecked: 'Retirada desfeita com sucesso',
  settingsUpdated: 'Configurações de retirada atualizadas com sucesso',
  preorderCancelled: 'Pré-pedido cancelado com sucesso',
  eventNotFound: 'Evento não encontrado.',
  subscriptionNotFound: 'Inscrição não encontrada neste evento.',
  orderNotFound: 'Pedido não encontrado.',
  notWithdrawn: 'O kit desta inscrição não está retirado.',
  onlyPreorder: 'Somente pré-pedidos podem ser cancelados.',
  preorderHasWithdrawnKit: 'Este pré-pedido tem kit já retirado: desfaça a retirada antes de cancelar.',
  idempotencyReused: 'Esta chave de repetição (Idempotency-Key) já foi usada em outra ação.',
  /** 409 when another desk withdrew first: "Kit já retirado em 21.11.2026 09:12 por Ana Souza." */
  alreadyWithdrawn: (when: string, who: string) => `Kit já retirado em ${when} por ${who}.`,
  sizeNotInKit: (size: string, kit: string) => `O kit "${kit}" não tem camiseta no tamanho ${size}.`,
  sizeOutOfStock: (size: string) => `Sem estoque de kit no tamanho ${size}.`,
} as const;

/** Why a subscription's kit cannot be handed over (null: it can). */
export const WITHDRAW_BLOCK_REASONS = {
  pending: 'Inscrição com pagamento pendente: o kit só pode ser retirado após a confirmação do pagamento.',
  preorder: 'Pré-pedido não pago: o kit só pode ser retirado após o pagamento (ou cancele o pré-pedido).',
  cancelled: 'Inscrição cancelada: não há kit a retirar.',
  rejected: 'Pagamento recusado: não há kit a retirar.',
} as const;
export type WithdrawBlockCode = keyof typeof WITHDRAW_BLOCK_REASONS;

export const withdrawTime = z.enum(['future', 'past', 'all']);

export const withdrawEventsQuery = pagingQuery.extend({
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  order: orderParam(['event_date', 'name', 'id', 'kits_withdraw_date'], 'event_date'),
  status: status.optional(),
  time: withdrawTime.default('future'),
});
export type WithdrawEventsQuery = z.infer<typeof withdrawEventsQuery>;

export const withdrawCounters = z.object({
  /** Subscriptions whose kit may be handed over (paid, or courtesy). */
  total: z.number().int(),
  withdrawn: z.number().int(),
  remaining: z.number().int(),
});
export type WithdrawCounters = z.infer<typeof withdrawCounters>;

export const withdrawEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  status,
  event_date: isoDate.nullable(),
  kits_withdraw_date: isoDate.nullable(),
  kits_withdraw_date_end: isoDate.nullable(),
  place: z.string().nullable(),
  city: z.string().nullable(),
  counters: withdrawCounters,
});
export type WithdrawEvent = z.infer<typeof withdrawEvent>;

export const withdrawSubscriptionsQuery = pagingQuery.extend({
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  order: orderParam(['athletes.name', 'chest_number', 'kit_withdrawn_at', 'id'], 'athletes.name'),
  /** Only withdrawn (true) or only not yet withdrawn (false) kits. */
  withdrawn: z.enum(['true', 'false']).optional(),
});
export type WithdrawSubscriptionsQuery = z.infer<typeof withdrawSubscriptionsQuery>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const withdrawSubscription = z.object({
  id: z.number().int(),
  uuid: z.string(),
  event_id: z.number().int(),
  status: z.enum(['pending', 'approved', 'reserved', 'cancelled', 'rejected']),
  price_type: z.string(),
  chest_number: z.number().int().nullable(),
  athlete: z.object({
    id: z.number().int(),
    name: z.string(),
    cpf: z.string().nullable(),
    /** The CPF is masked (`***.456.789-**`): always in the desk's search results, never on the kit page (decision 0096). */
    masked: z.boolean(),
    birth_date: isoDate.nullable(),
    gender: z.number().int().nullable(),
  }),
  modality: ref,
  kit: ref.nullable(),
  shirt_size: kitShirtSize.nullable(),
  extras: z.array(z.object({ name: z.string(), quantity: z.number().int(), size: kitShirtSize.nullable() })),
  order: z.object({ id: z.number().int(), status: z.string() }).nullable(),
  kit_withdrawn_at: timestamp.nullable(),
  /** Staff member who handed the kit over. */
  kit_withdrawn_by: ref.nullable(),
  /** Who picked it up, when not the athlete. */
  kit_withdrawn_by_name: z.string().nullable(),
  withdrawable: z.boolean(),
  blocked_reason: z.string().nullable(),
});
export type WithdrawSubscription = z.infer<typeof withdrawSubscription>;

export const withdrawHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum(['withdrawn', 'unchecked']),
  actor_name: z.string().nullable(),
  picked_up_by_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: timestamp,
});
export type WithdrawHistoryEntry = z.infer<typeof withdrawHistoryEntry>;

export const pickupSettings = z.object({
  /** Person the athlete authorised to pick the kit up on their behalf. */
  third_party_name: z.string().nullable(),
  third_party_cpf: z.string().nullable(),
  /** Instructions for the desk (e.g. "entregar junto com a camiseta infantil"). */
  notes: z.string().nullable(),
  updated_at: timestamp.nullable(),
  updated_by: z.string().nullable(),
});
export type PickupSettings = z.infer<typeof pickupSettings>;

export const kitStock = z.array(z.object({ size: kitShirtSize, stock: z.number().int(), remaining: z.number().int() }));

export const withdrawSubscriptionDetail = withdrawSubscription.extend({
  event: z.object({ id: z.number().int(), name: z.string(), event_date: isoDate.nullable() }),
  pickup: pickupSettings,
  kit_stock: kitStock,
  history: z.array(withdrawHistoryEntry),
  lock_version: z.number().int(),
});
export type WithdrawSubscriptionDetail = z.infer<typeof withdrawSubscriptionDetail>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** PUT .../subscriptions/{subId}: the pickup settings ('configurações de retirada') and the shirt size. */
export const pickupSettingsBody = z
  .strictObject({
    third_party_name: optionalText(120),
    third_party_cpf: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((v) => (v ? onlyDigits(v) : null))
      .refine((v) => v === null || isValidCpf(v), 'CPF inválido'),
    notes: optionalText(500),
    /** Changing the size takes one kit of the new size from stock and returns one of the old size. */
    shirt_size: kitShirtSize.nullable(),
    lock_version: z.number().int().min(0),
  })
  .refine((b) => !b.third_party_cpf || b.third_party_name, { message: 'Informe o nome de quem vai retirar', path: ['third_party_name'] });
export type PickupSettingsBody = z.input<typeof pickupSettingsBody>;

/** POST .../withdraw. Retries carry the same `Idempotency-Key` header (or `client_action_id`), applied once. */
export const withdrawBody = z.strictObject({
  /** Name of whoever picked the kit up, when not the athlete. */
  picked_up_by_name: optionalText(120),
  client_action_id: z.string().trim().min(8).max(100).optional(),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const uncheckWithdrawBody = z.strictObject({
  reason: optionalText(300),
  client_action_id: z.string().trim().min(8).max(100).optional(),
});
export type UncheckWithdrawBody = z.input<typeof uncheckWithdrawBody>;

export const cancelPreorderResult = z.object({
  message: z.string(),
  order: z.object({ id: z.number().int(), status: z.string() }),
  /** Subscriptions cancelled with the order; their kits went back to stock. */
  subscription_ids: z.array(z.number().int()),
  kits_returned: z.number().int(),
});
export type CancelPreorderResult = z.infer<typeof cancelPreorderResult>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
