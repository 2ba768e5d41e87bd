import type { ModuleMatrix } from '../../test/matrix.ts';
import { createDeskFixture } from '../../test/fixtures/withdraw-kits.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const f = await createDeskFixture(ctx.database.db);
    return { orderId: f.order.cancelled! };
  },
  cases: ({ ids: { orderId } }) => ({
    'GET /api/v1/orders': { url: '/api/v1/orders?status=cancelled', grant: ['index', 'orders'] },
    'GET /api/v1/report/orders.csv': { url: '/api/v1/report/orders.csv?query_field=id&query=1', grant: ['export', 'orders'] },
    'GET /api/v1/orders/:id': { url: `/api/v1/orders/${orderId}`, grant: ['index', 'orders'] },
    // an empty body: 422, nothing changes
    'PUT /api/v1/orders/:id': { url: `/api/v1/orders/${orderId}`, payload: {}, grant: ['update', 'orders'] },
    // a cancelled order: 422 (only preorders), nothing changes
    'POST /api/v1/orders/:id/cancel_preorder': { url: `/api/v1/orders/${orderId}/cancel_preorder/`, payload: {}, grant: ['cancel_preorder', 'orders'] },
    // no dates: 422 (§5), nothing queued
    'GET /api/v1/report/orders': { url: '/api/v1/report/orders?file_format=csv', grant: ['create', 'orders report'] },
  }),
};
