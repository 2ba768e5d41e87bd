import { ENUM_LABELS, statusLabel } from '@backoffice/contract';
import type { CsvColumn } from '../../lib/csv.ts';
import { maskedContactRow, registerReportGenerator, writtenMasked } from '../reports/report-generators.ts';
import { countReportOrders, orderReportPage, type OrderReportRow } from './orders.repository.ts';

const label = (kind: keyof typeof ENUM_LABELS, v: string | null) => (v ? ((ENUM_LABELS[kind] as Record<string, string>)[v] ?? v) : '');

/** /orders-report: one line per order with its payment (the latest attempt) and discount columns. */
export const ORDER_REPORT_COLUMNS: CsvColumn<OrderReportRow>[] = [
  { header: 'Pedido', value: (r) => r.id, kind: 'integer' },
  { header: 'UUID', value: (r) => r.uuid },
  { header: 'Data do pedido', value: (r) => r.created_at, kind: 'datetime' },
  { header: 'Status', value: (r) => statusLabel(r.status) },
  { header: 'Cliente', value: (r) => r.customer_name },
  { header: 'CPF', value: (r) => r.cpf, kind: 'legal_record' },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Telefone', value: (r) => r.phone, kind: 'phone' },
  { header: 'Evento', value: (r) => r.event_name },
  { header: 'Canal', value: (r) => label('channel', r.channel) },
  { header: 'Subtotal', value: (r) => Number(r.subtotal), kind: 'money' },
  { header: 'Desconto', value: (r) => Number(r.discount), kind: 'money' },
  { header: 'Origem do desconto', value: (r) => label('discount_source', r.discount_source) },
  { header: 'Cupom', value: (r) => r.coupon_code },
  { header: 'Taxa de conveniência', value: (r) => Number(r.convenience_fee), kind: 'money' },
  { header: 'Total', value: (r) => Number(r.total), kind: 'money' },
  { header: 'Forma de pagamento', value: (r) => label('payment_method', r.payment_method) },
  { header: 'Parcelas', value: (r) => r.installments, kind: 'integer' },
  { header: 'Bandeira', value: (r) => label('card_brand', r.card_brand) },
  { header: 'Status do pagamento', value: (r) => (r.payment_status ? statusLabel(r.payment_status) : '') },
  { header: 'Transação na operadora', value: (r) => r.gateway_transaction_id },
  { header: 'Motivo da falha', value: (r) => r.failure_reason },
  { header: 'Pago em', value: (r) => r.paid_at, kind: 'datetime' },
];

registerReportGenerator<OrderReportRow>('orders', {
  fileName: async ({ params }) => `pedidos-${String(params.start_date ?? '')}-a-${String(params.end_date ?? '')}.csv`,
  columns: ORDER_REPORT_COLUMNS,
  count: (db, _eventId, params) => countReportOrders(db, params),
  async *batches(db, _eventId, params, batchSize) {
    const masked = writtenMasked(params);
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const rows = await orderReportPage(db, params, after, batchSize);
      if (rows.length) yield masked ? rows.map(maskedContactRow) : rows;
      if (rows.length < batchSize) return;
      const tail = rows[rows.length - 1]!;
      after = { at: tail.created_key, id: tail.id };
    }
  },
});
