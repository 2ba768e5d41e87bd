import type { AuditEntry, Coupon, CouponCode } from '@backoffice/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import CouponShowPage from './CouponShowPage';

afterEach(() => vi.unstubAllGlobals());

const coupon: Coupon = {
  id: 7,
  name: 'Imprensa',
  description: null,
  coupon_type: 'global',
  generated_by: 'batch',
  discount_type: 'amount',
  discount_value: 20,
  event: null,
  tournament: null,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
  usage_limit: 1_000_000,
  status: 'enabled',
  code: null,
  codes_count: 20_000,
  uses_count: 0,
  discount_given: 0,
  created_by_name: 'Ana',
  created_at: '2026-10-01T12:00:00.000Z',
  updated_at: '2026-10-02T12:00:00.000Z',
  lock_version: 3,
};

const entry = (id: number, action: AuditEntry['action'], changes: AuditEntry['changes']): AuditEntry => ({
  id,
  actor_id: 1,
  actor_name: 'Ana',
  action,
  entity_type: 'coupon',
  entity_id: '7',
  changes,
  request_id: null,
  created_at: '2026-10-02T12:00:00.000Z',
});

// newest first, as GET /v1/audit answers
const history: AuditEntry[] = [
  entry(4, 'status_changed', { 'código CORTESIA-IMPRENSA': { before: 'enabled', after: 'disabled' } }),
  entry(3, 'updated', { discount_value: { before: 15, after: 20 } }),
  entry(2, 'updated', { discount_type: { before: 'percentual', after: 'amount' }, discount_value: { before: 10, after: 15 } }),
  entry(1, 'created', { discount_type: { before: null, after: 'percentual' }, discount_value: { before: null, after: 10 } }),
];

const code: CouponCode = { id: 9, coupon_id: 7, code: 'CORTESIA-IMPRENSA', usage_limit: 1_000_000, used_count: 1500, discount_given: 0, status: 'disabled', created_at: '2026-10-01T12:00:00.000Z' };

function show(codes: { total: number; headers?: Record<string, string> }) {
  fakeApi(({ pathname }) =>
    pathname.endsWith('/v1/audit') ? { body: history } : pathname.endsWith('/coupon_codes') ? { body: [code], ...codes } : pathname.endsWith('/v1/coupons/7') ? { body: coupon } : { body: [] },
  );
  renderRoutes([{ path: '/coupons/:id/show', element: <CouponShowPage /> }], '/coupons/7/show');
}

const historyRow = (label: string) => screen.getByText(label).closest('tr')!;

describe('CouponShowPage', () => {
  it("shows a code's status change with the code as written and pt-BR labels, and discounts with their unit", async () => {
    show({ total: 20000 });
    expect(await screen.findByText('Código CORTESIA-IMPRENSA')).toBeTruthy();
    expect(within(historyRow('Código CORTESIA-IMPRENSA')).getByText('Ativo → Inativo')).toBeTruthy();
    // each value in the unit it had: the type changed from percent to R$ in the same edit as the value
    expect(screen.getByText('R$ 15,00 → R$ 20,00')).toBeTruthy();
    expect(screen.getByText('10% → R$ 15,00')).toBeTruthy();
    expect(screen.getByText('— → 10%')).toBeTruthy();
  });

  it('shows uses with thousands separators and an exact codes count without a cap', async () => {
    show({ total: 20000 });
    expect(await screen.findByText('Códigos (20.000)')).toBeTruthy();
    expect(await screen.findByText('1.500 de 1.000.000')).toBeTruthy();
    expect(screen.queryByTestId('codes-capped')).toBeNull();
  });

  it('says "10.000+" and asks to refine the search when the server capped the count', async () => {
    show({ total: 10000, headers: { 'items-count-capped': '1' } });
    expect(await screen.findByText('Códigos (10.000+)')).toBeTruthy();
    expect(screen.getByTestId('codes-capped').textContent).toContain('refine a busca');
  });
});
