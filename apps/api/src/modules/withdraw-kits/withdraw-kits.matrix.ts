import type { ModuleMatrix } from '../../test/matrix.ts';
import { createDeskFixture } from '../../test/fixtures/withdraw-kits.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const f = await createDeskFixture(ctx.database.db);
    return { eventId: f.eventId, subId: f.sub.pending, orderId: f.order.cancelled! };
  },
  cases: ({ ids: { eventId, subId, orderId } }) => {
    const base = `/api/v1/withdraw_kits/events/${eventId}`;
    return {
      'GET /api/v1/withdraw_kits/events': { url: '/api/v1/withdraw_kits/events', grant: ['index', 'withdraw_kits'] },
      'GET /api/v1/withdraw_kits/events/:id': { url: base, grant: ['index', 'withdraw_kits'] },
      'GET /api/v1/withdraw_kits/events/:id/subscriptions': { url: `${base}/subscriptions?query=pendente`, grant: ['index', 'withdraw_kits'] },
      'GET /api/v1/withdraw_kits/events/:id/subscriptions/:subId': { url: `${base}/subscriptions/${subId}`, grant: ['index', 'withdraw_kits'] },
      'PUT /api/v1/withdraw_kits/events/:id/subscriptions/:subId': { url: `${base}/subscriptions/${subId}`, payload: {}, grant: ['update', 'withdraw_kits'] },
      // a pending subscription: the caller with permission gets 422 (not paid), nothing changes
      'POST /api/v1/withdraw_kits/events/:id/subscriptions/:subId/withdraw': { url: `${base}/subscriptions/${subId}/withdraw`, payload: {}, grant: ['withdraw', 'withdraw_kits'] },
      'POST /api/v1/withdraw_kits/events/:id/subscriptions/:subId/uncheck_withdraw': { url: `${base}/subscriptions/${subId}/uncheck_withdraw`, payload: {}, grant: ['uncheck_withdraw', 'withdraw_kits'] },
      // a cancelled order: 422 (only preorders), nothing changes
      'POST /api/v1/withdraw_kits/orders/:id/cancel_preorder': { url: `/api/v1/withdraw_kits/orders/${orderId}/cancel_preorder/`, payload: {}, grant: ['cancel_preorder', 'withdraw_kits'] },
    };
  },
};
