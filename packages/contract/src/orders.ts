import { z } from 'zod';
import { idSchema, isoDate, orderParam, pagingQuery, timestamp } from './common.ts';
import { perPageParam } from './catalogue.ts';
import { ORDER_STATUSES, ORDER_QUERY_FIELDS, ORDERS_MSG, checkOrderFilters } from './orders-rules.ts';
export * from './orders-rules.ts';

export const orderStatus = z.enum(ORDER_STATUSES);

/** The list's filters (also the CSV's): status, period (order date, São Paulo calendar) and one search field. */
const orderFilters = z.object({
  query: z.string().trim().max(200).optional(),
  query_field: z.enum(ORDER_QUERY_FIELDS).default('name'),
  status: orderStatus.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});

/** GET /v1/orders: default 20 per page, newest first (§9 "orders descending orders.id"; `id` is the same field). */
export const ordersQuery = pagingQuery
  .extend({ per_page: perPageParam(20), order: orderParam(['orders.id', 'id'] as const, '-orders.id') })
  .extend(orderFilters.shape)
  .superRefine(checkOrderFilters);
export type OrdersQuery = z.infer<typeof ordersQuery>;
/** The CSV takes the list's filters without paging (newest first too). */
export const ordersReportQuery = orderFilters.superRefine(checkOrderFilters);
export type OrdersReportQuery = z.infer<typeof ordersReportQuery>;

/**
 * The customer on an order row: CPF and e-mail masked (`masked: true`) unless the caller may unmask customers
 * (decision 0071); a full-value search answer is access-logged (decision 0086).
 */
const customerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  cpf: z.string().nullable(),
  email: z.string(),
  masked: z.boolean(),
});

/** One row of GET /v1/orders. */
export const orderListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: orderStatus,
  customer: customerSummary,
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  discount_source: z.string().nullable(),
  coupon_code: z.string().nullable(),
  payment_method: z.string().nullable(),
  channel: z.string(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderItem = z.object({
  id: z.number().int(),
  kind: z.enum(['subscription', 'extra', 'donation', 'tournament_subscription']),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
  subscription_status: z.string().nullable(),
  /** A tournament entry's tournament (its entries page), from the entry the order paid for. */
  tournament_id: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderPayment = z.object({
  id: z.number().int(),
  method: z.string(),
  status: z.string(),
  amount: z.number(),
  installments: z.number().int(),
  card_brand: z.string().nullable(),
  gateway: z.string().nullable(),
  gateway_transaction_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  authorized_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
});
export type OrderPayment = z.infer<typeof orderPayment>;

/**
 * GET /v1/orders/{id}: the order with its items, payments and the statuses it may move to. The customer is only its
 * id and name: the page reads CPF, e-mail and phone from GET /v1/customer/users/{id}, which logs the view (decision 0086).
 */
export const orderDetail = orderListItem.extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
  convenience_fee: z.number(),
  coupon: z.object({ id: z.number().int(), name: z.string(), code_id: z.number().int(), code: z.string() }).nullable(),
  cancelled_at: timestamp.nullable(),
  notes: z.string().nullable(),
  items: z.array(orderItem),
  payments: z.array(orderPayment),
  allowed_statuses: z.array(orderStatus),
  lock_version: z.number().int(),
  updated_at: timestamp,
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** PUT /v1/orders/{id}: the new status, read at lock_version (409 when stale). */
export const orderStatusBody = z.strictObject({
  status: orderStatus,
  lock_version: z.coerce.number().int().min(0),
  reason: z.string().trim().max(500, 'Use no máximo 500 caracteres').optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

/** GET /v1/report/orders: queues the asynchronous report (§5: both dates required). */
export const ORDERS_REPORT_MAX_DAYS = 366;
export const ordersReportRequestQuery = z
  .object({
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    status: orderStatus.optional(),
    file_format: z.enum(['csv']).default('csv'),
  })
  .superRefine((q, ctx) => {
    if (!q.start_date || !q.end_date) {
      ctx.addIssue({ code: 'custom', path: [q.start_date ? 'end_date' : 'start_date'], message: ORDERS_MSG.reportDatesRequired });
      return;
    }
    if (q.end_date < q.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: ORDERS_MSG.periodOrder });
  });
export type OrdersReportRequestQuery = z.infer<typeof ordersReportRequestQuery>;

export const orderIdParams = z.strictObject({ id: idSchema });
