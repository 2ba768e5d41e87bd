import { COUPON_DISCOUNT_TYPE_LABELS, COUPON_GENERATED_BY_LABELS, COUPON_TYPE_LABELS, couponDiscountLabel, formatCount, formatDate, statusLabel, type AuditEntry, type Coupon, type CouponDiscountType } from '@backoffice/contract';

export const COUPON_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  description: 'Descrição',
  coupon_type: 'Tipo',
  discount_type: 'Tipo de desconto',
  discount_value: 'Desconto',
  event_id: 'Evento',
  tournament_id: 'Torneio',
  start_date: 'Data inicial',
  end_date: 'Data final',
  usage_limit: 'Limite de usos por código',
  status: 'Status',
  generated_by: 'Códigos',
  code: 'Código',
  quantity: 'Quantidade de códigos',
};

/** A code's enable/disable is written on its coupon's trail under "código {code}" (setCodeStatus on the API). */
const CODE_FIELD_PREFIX = 'código ';

/**
 * The discount type each stored discount value was written under, walking the history from the coupon's current type
 * back (entries newest first): a value the history holds under two types maps to null and is shown as a bare number.
 */
function discountTypesOfValues(current: CouponDiscountType, entries: readonly AuditEntry[]): Map<number, CouponDiscountType | null> {
  const types = new Map<number, CouponDiscountType | null>();
  const note = (value: unknown, type: CouponDiscountType | null) => {
    if (typeof value !== 'number' || !type) return;
    const known = types.get(value);
    types.set(value, known === undefined || known === type ? type : null);
  };
  let type: CouponDiscountType | null = current;
  for (const entry of entries) {
    const typeChange = entry.changes.discount_type as { before: CouponDiscountType | null; after: CouponDiscountType | null } | undefined;
    const after: CouponDiscountType | null = typeChange ? typeChange.after : type;
    const before: CouponDiscountType | null = typeChange ? typeChange.before : after;
    const valueChange = entry.changes.discount_value;
    if (valueChange) {
      note(valueChange.after, after);
      note(valueChange.before, before);
    }
    type = before;
  }
  return types;
}

/**
 * How the coupon's history reads: each code's status change labelled with the code as written ("Código CORTESIA-IMPRENSA:
 * Ativo → Inativo"), discounts with their unit ("10% → 15%", "R$ 15,00"), labels for the enums and days for dates.
 */
export function couponHistoryView(coupon: Pick<Coupon, 'discount_type'> | undefined, entries: readonly AuditEntry[] | undefined) {
  const labels: Record<string, string> = { ...COUPON_FIELD_LABELS };
  for (const entry of entries ?? []) {
    for (const field of Object.keys(entry.changes)) {
      if (field.startsWith(CODE_FIELD_PREFIX)) labels[field] = `Código ${field.slice(CODE_FIELD_PREFIX.length)}`;
    }
  }
  const discountTypes = coupon ? discountTypesOfValues(coupon.discount_type, entries ?? []) : new Map<number, CouponDiscountType | null>();
  const formatValue = (field: string, value: unknown): string | undefined => {
    if (value === null || value === undefined) return undefined;
    if (field.startsWith(CODE_FIELD_PREFIX)) return statusLabel(String(value));
    if (field === 'coupon_type') return COUPON_TYPE_LABELS[value as Coupon['coupon_type']];
    if (field === 'generated_by') return COUPON_GENERATED_BY_LABELS[value as Coupon['generated_by']];
    if (field === 'discount_type') return COUPON_DISCOUNT_TYPE_LABELS[value as Coupon['discount_type']];
    if (field === 'discount_value' && typeof value === 'number') {
      const type = discountTypes.get(value);
      return type ? couponDiscountLabel({ discount_type: type, discount_value: value }) : undefined;
    }
    if (field === 'start_date' || field === 'end_date') return formatDate(String(value));
    if (field === 'usage_limit' && typeof value === 'number') return formatCount(value);
    return undefined;
  };
  return { labels, formatValue };
}
