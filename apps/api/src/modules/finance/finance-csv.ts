import { FINANCE_MSG, enumLabel, type PaidOrder } from '@backoffice/contract';
import type { CsvColumn } from '../../lib/csv.ts';

/** The audit CSVs' columns (tax report audit, external audit tab): one paid order per line, amounts in BRL. */
export const PAID_ORDER_COLUMNS: CsvColumn<PaidOrder>[] = [
  { header: 'Pedido', value: (o) => o.order_id, kind: 'integer' },
  { header: 'ID do evento', value: (o) => o.event_id, kind: 'integer' },
  { header: 'Evento', value: (o) => o.event_name ?? FINANCE_MSG.noEvent },
  { header: 'Data do pagamento', value: (o) => o.paid_at, kind: 'datetime' },
  { header: 'Cliente', value: (o) => o.customer_name },
  { header: 'CPF/CNPJ', value: (o) => o.document, kind: 'legal_record' },
  { header: 'Forma de pagamento', value: (o) => (o.payment_method ? enumLabel('payment_method', o.payment_method) : null) },
  { header: 'Bandeira', value: (o) => (o.card_brand ? enumLabel('card_brand', o.card_brand) : null) },
  { header: 'Parcelas', value: (o) => o.installments, kind: 'integer' },
  { header: 'Gateway', value: (o) => o.gateway },
  { header: 'Transação', value: (o) => o.transaction_id },
  { header: 'Origem do desconto', value: (o) => (o.discount_source ? enumLabel('discount_source', o.discount_source) : null) },
  { header: 'Valor bruto', value: (o) => o.gross, kind: 'money' },
  { header: 'Descontos', value: (o) => o.discounts, kind: 'money' },
  { header: 'Taxas de conveniência', value: (o) => o.fees, kind: 'money' },
  { header: 'Total pago', value: (o) => o.total, kind: 'money' },
  { header: 'Líquido', value: (o) => o.net, kind: 'money' },
];
