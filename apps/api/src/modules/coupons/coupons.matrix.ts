import type { ModuleMatrix } from '../../test/matrix.ts';

const C = '/api/v1/coupons/999999';
export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/coupons': { url: '/api/v1/coupons', grant: ['index', 'coupons'] },
    'GET /api/v1/coupons/events': { url: '/api/v1/coupons/events', grant: ['index', 'coupons'] },
    'GET /api/v2/coupons/events': { url: '/api/v2/coupons/events', grant: ['index', 'coupons'] },
    'GET /api/v1/report/coupons.csv': { url: '/api/v1/report/coupons.csv', grant: ['export', 'coupons'] },
    'GET /api/v1/report/coupons/:id.csv': { url: '/api/v1/report/coupons/999999.csv', grant: ['export', 'coupons'] },
    'POST /api/v2/reports/coupons': { url: '/api/v2/reports/coupons', payload: { coupon_id: 999999 }, grant: ['export', 'coupons'] },
    'GET /api/v1/coupons/:id': { url: C, grant: ['index', 'coupons'] },
    'POST /api/v1/coupons/': { url: '/api/v1/coupons/', payload: {}, grant: ['create', 'coupons'] },
    'PUT /api/v1/coupons/:id': { url: C, payload: {}, grant: ['update', 'coupons'] },
    'POST /api/v1/coupons/:id/enable': { url: `${C}/enable`, grant: ['enable', 'coupons'] },
    'POST /api/v1/coupons/:id/disable': { url: `${C}/disable`, grant: ['disable', 'coupons'] },
    'GET /api/v1/coupons/:id/coupon_codes': { url: `${C}/coupon_codes`, grant: ['index', 'coupons'] },
    'POST /api/v1/coupons/:id/coupon_codes/:code/enable': { url: `${C}/coupon_codes/1/enable`, grant: ['enable', 'coupons'] },
    'POST /api/v1/coupons/:id/coupon_codes/:code/disable': { url: `${C}/coupon_codes/1/disable`, grant: ['disable', 'coupons'] },
    'GET /api/v1/coupons/:id/coupon_codes/:code': { url: `${C}/coupon_codes/1`, grant: ['index', 'coupons'] },
    'GET /api/v1/coupons/:id/coupon_codes/:code/subscriptions': { url: `${C}/coupon_codes/1/subscriptions`, grant: ['index', 'coupons'] },
    'GET /api/v1/coupons/:id/coupon_codes/:code/orders/:orderId': { url: `${C}/coupon_codes/1/orders/1`, grant: ['index', 'coupons'] },
  }),
};
