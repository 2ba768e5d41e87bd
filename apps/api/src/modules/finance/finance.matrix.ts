import type { ModuleMatrix } from '../../test/matrix.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';

const sales = ['index', 'sales report'] as [string, string];
const tax = ['index', 'tax report'] as [string, string];
const taxExport = ['export', 'tax report'] as [string, string];

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => ({ eventId: (await createEventFixture(ctx.database.db, 2)).eventId }),
  cases: ({ ids: { eventId } }) => ({
    'GET /api/v1/sales_report': { url: '/api/v1/sales_report?year=2026', grant: sales },
    'GET /api/v1/sales_report/events': { url: '/api/v1/sales_report/events?year=2026', grant: sales },
    'GET /api/v1/sales_report/payment_methods': { url: '/api/v1/sales_report/payment_methods?year=2026', grant: sales },
    'GET /api/v1/sales_report/origins': { url: '/api/v1/sales_report/origins?year=2026', grant: sales },
    'GET /api/v1/sales_report/types': { url: '/api/v1/sales_report/types?year=2026', grant: sales },
    'GET /api/v1/sales_report/statuses': { url: '/api/v1/sales_report/statuses?year=2026', grant: sales },
    'GET /api/v1/sales_report/modalities': { url: `/api/v1/sales_report/modalities?year=2026&event_id=${eventId}`, grant: sales },
    'GET /api/v1/sales_report/years': { url: '/api/v1/sales_report/years', grant: sales },
    'GET /api/v1/sales_report/external_audit': { url: `/api/v1/sales_report/external_audit?year=2026&event_id=${eventId}`, grant: sales },
    'GET /api/v1/report/sales_report.csv': { url: '/api/v1/report/sales_report.csv?tab=general&year=2026', grant: sales },
    'GET /api/v1/tax_report': { url: '/api/v1/tax_report?year=2026', grant: tax },
    'GET /api/v1/tax_report/:id': { url: `/api/v1/tax_report/${eventId}?year=2026`, grant: tax },
    'GET /api/v1/tax_report/:id/orders': { url: `/api/v1/tax_report/${eventId}/orders?year=2026`, grant: tax },
    'GET /api/v1/report/tax_report.csv': { url: '/api/v1/report/tax_report.csv?year=2026', grant: taxExport },
    'GET /api/v1/report/tax_report/audit.csv': { url: '/api/v1/report/tax_report/audit.csv?year=2026', grant: taxExport },
  }),
};
