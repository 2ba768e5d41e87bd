import type { CampaignDetail } from '@backoffice/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import CampaignShowPage from './CampaignShowPage';

afterEach(() => vi.unstubAllGlobals());

const coupon = (id: number, name: string, discount_type: CampaignDetail['coupons'][number]['discount_type'], discount_value: number) => ({
  id,
  name,
  status: 'enabled',
  discount_type,
  discount_value,
  start_date: null,
  end_date: null,
  event_name: null,
});

const detail: CampaignDetail = {
  id: 5,
  name: 'Desafio de Verão',
  description: null,
  event_type_id: null,
  event_type_name: null,
  event_id: null,
  event_name: null,
  status: 'active',
  finished: false,
  photo_url: null,
  banner_url: null,
  start_date: null,
  end_date: null,
  coupons_count: 3,
  created_at: '2026-11-19T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  lock_version: 0,
  events: [],
  coupons: [coupon(1, 'VERAO125', 'percentual', 12.5), coupon(2, 'VERAO15', 'amount', 15), coupon(3, 'CORTESIA', 'gratuity', 0)],
};

describe('CampaignShowPage', () => {
  it('shows each coupon discount as the coupons area does (§3: gratuity shown as 100%)', async () => {
    fakeApi(({ pathname }) => ({ body: pathname.endsWith('/campaigns/5') ? detail : [] }));
    renderRoutes([{ path: '/campaigns/:id/show', element: <CampaignShowPage /> }], '/campaigns/5/show');
    const table = await screen.findByRole('table', { name: 'Cupons da campanha' });
    const cell = (coupon: string) => within(within(table).getByText(coupon).closest('tr')!).getAllByRole('cell')[1]!.textContent;
    expect(cell('VERAO125')).toBe('12,5%');
    expect(cell('VERAO15')).toMatch(/^R\$\s15,00$/);
    expect(cell('CORTESIA')).toBe('100% (gratuidade)');
  });
});
