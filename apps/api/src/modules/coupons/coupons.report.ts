import { COUPON_DISCOUNT_TYPE_LABELS, COUPON_GENERATED_BY_LABELS, COUPON_TYPE_LABELS, couponDiscountLabel, statusLabel, todayInSaoPaulo, type Coupon } from '@backoffice/contract';
import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { registerReportGenerator } from '../reports/report-generators.ts';
import { codesAfter } from './coupons.repository.ts';

/** cupons.csv: one line per coupon with its figures. */
export const COUPONS_CSV_COLUMNS: CsvColumn<Coupon>[] = [
  { header: 'ID', value: (c) => c.id, kind: 'integer' },
  { header: 'Nome', value: (c) => c.name },
  { header: 'Tipo', value: (c) => COUPON_TYPE_LABELS[c.coupon_type] },
  { header: 'Evento ou torneio', value: (c) => c.event?.name ?? c.tournament?.name ?? '' },
  { header: 'Tipo de desconto', value: (c) => COUPON_DISCOUNT_TYPE_LABELS[c.discount_type] },
  { header: 'Desconto', value: (c) => couponDiscountLabel(c) },
  { header: 'Início', value: (c) => c.start_date, kind: 'date' },
  { header: 'Fim', value: (c) => c.end_date, kind: 'date' },
  { header: 'Limite de usos por código', value: (c) => c.usage_limit, kind: 'integer' },
  { header: 'Códigos', value: (c) => (c.generated_by === 'manual' && c.code ? c.code : COUPON_GENERATED_BY_LABELS[c.generated_by]) },
  { header: 'Quantidade de códigos', value: (c) => c.codes_count, kind: 'integer' },
  { header: 'Usos', value: (c) => c.uses_count, kind: 'integer' },
  { header: 'Desconto concedido (R$)', value: (c) => c.discount_given, kind: 'money' },
  { header: 'Status', value: (c) => statusLabel(c.status) },
  // an instant: given as a Date, so its day is São Paulo's (an ISO string would be read as its UTC day)
  { header: 'Cadastrado em', value: (c) => new Date(c.created_at), kind: 'date' },
];

export type CouponCodeLine = { id: number; couponId: number; couponName: string; code: string; status: string; usageLimit: number | null; usedCount: number; discountGiven: number; createdAt: Date };

/** cupom.csv and the asynchronous coupons report: every code with its uses. */
export const COUPON_CODES_CSV_COLUMNS: CsvColumn<CouponCodeLine>[] = [
  { header: 'Cupom', value: (r) => r.couponId, kind: 'integer' },
  { header: 'Nome do cupom', value: (r) => r.couponName },
  { header: 'Código', value: (r) => r.code },
  { header: 'Status do código', value: (r) => statusLabel(r.status) },
  { header: 'Limite de usos', value: (r) => r.usageLimit, kind: 'integer' },
  { header: 'Usos', value: (r) => r.usedCount, kind: 'integer' },
  { header: 'Usos restantes', value: (r) => (r.usageLimit === null ? 'Ilimitado' : String(Math.max(r.usageLimit - r.usedCount, 0))) },
  { header: 'Desconto concedido (R$)', value: (r) => r.discountGiven, kind: 'money' },
  { header: 'Criado em', value: (r) => r.createdAt, kind: 'datetime' },
];

/** Every code of one coupon (or of all), in keyset batches by id: one short query per batch. */
export async function* couponCodeBatches(db: Db, couponId: number | null, batchSize: number): AsyncGenerator<CouponCodeLine[]> {
  let after = 0;
  for (;;) {
    const rows = await codesAfter(db, couponId, after, batchSize);
    if (rows.length) yield rows.map(({ code: c, couponName }) => ({ ...c, couponName }));
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.code.id;
  }
}

const couponIdOf = (params: Record<string, unknown>) => (typeof params.coupon_id === 'number' ? params.coupon_id : null);

registerReportGenerator<CouponCodeLine>('coupons', {
  fileName: async ({ params }) => {
    const id = couponIdOf(params);
    return id === null ? `cupons-codigos-${todayInSaoPaulo()}.csv` : `cupom-${id}-codigos.csv`;
  },
  columns: COUPON_CODES_CSV_COLUMNS,
  // the progress bar's total: the coupons' code counters (kept by triggers), never a count of the codes
  count: async (db, _eventId, params) => {
    const id = couponIdOf(params);
    const [row] = await db.select({ n: sum(coupons.codesCount) }).from(coupons).where(id === null ? undefined : eq(coupons.id, id));
    return Number(row?.n ?? 0);
  },
  batches: (db, _eventId, params, batchSize) => couponCodeBatches(db, couponIdOf(params), batchSize),
});
