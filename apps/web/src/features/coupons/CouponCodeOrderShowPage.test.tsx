import type { CouponOrder, Grants } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrantsContext } from '../../lib/me';
import { renderRoutes } from '../../test/render';
import CouponCodeOrderShowPage from './CouponCodeOrderShowPage';

afterEach(() => vi.unstubAllGlobals());

const order: CouponOrder = {
  id: 55,
  uuid: '5f0c1a2e-0000-4000-8000-000000000055',
  status: 'payment_confirmed',
  customer: { id: 3, name: 'Maria Souza', email: 'm***@exemplo.com', cpf: null },
  event: null,
  subtotal: 100,
  discount: 20,
  convenience_fee: 0,
  total: 80,
  discount_source: 'coupon',
  channel: 'site',
  payment_method: 'credit_card',
  paid_at: null,
  created_at: '2026-10-01T12:00:00.000Z',
  items: [],
};

function show(grants: Grants) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(order), { headers: { 'content-type': 'application/json' } })));
  renderRoutes(
    [{ path: '/coupons/:id/coupon_codes/:codeId/orders/:orderId/show', element: <GrantsContext.Provider value={grants}><CouponCodeOrderShowPage /></GrantsContext.Provider> }],
    '/coupons/7/coupon_codes/9/orders/55/show',
  );
}

describe('CouponCodeOrderShowPage', () => {
  it('links to the order page, where its status is edited, for who may open orders', async () => {
    show({ fullAccess: false, permissions: [{ action: 'index', resource: 'coupons' }, { action: 'index', resource: 'orders' }] });
    const link = await screen.findByRole('link', { name: 'Abrir pedido' });
    expect(link.getAttribute('href')).toBe('/orders/55/show');
  });

  it('offers no link without the orders page', async () => {
    show({ fullAccess: false, permissions: [{ action: 'index', resource: 'coupons' }] });
    expect(await screen.findByText('Pedido #55')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Abrir pedido' })).toBeNull();
  });
});
