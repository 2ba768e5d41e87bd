import { sql } from 'drizzle-orm';
import type { ModuleMatrix } from '../../test/matrix.ts';
import { insertEvent } from '../../test/fixtures/catalogue.ts';
import { queryRows } from '../../db/client.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const eventId = await insertEvent(ctx, 'Evento da matriz de reservas');
    const [row] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into reservations (event_id, year, quantity_requested) values (${eventId}, 2026, 10) returning id`);
    return { reservationId: row!.id };
  },
  cases: ({ ids: { reservationId } }) => {
    const one = `/api/v1/reservations/${reservationId}`;
    return {
      'GET /api/v1/reservations': { url: '/api/v1/reservations?year=2026', grant: ['index', 'reservations'] },
      'GET /api/v1/reservations/years': { url: '/api/v1/reservations/years', grant: ['index', 'reservations'] },
      'GET /api/v1/reservations/events': { url: '/api/v1/reservations/events', grant: ['index', 'reservations'] },
      'GET /api/v1/report/reservations.csv': { url: '/api/v1/report/reservations.csv', grant: ['export', 'reservations'] },
      'GET /api/v1/reservations/:id': { url: one, grant: ['index', 'reservations'] },
      // empty bodies: 422, nothing changes
      'POST /api/v1/reservations/:id/approve': { url: `${one}/approve`, payload: {}, grant: ['approve', 'reservations'] },
      'POST /api/v1/reservations/:id/redefine': { url: `${one}/redefine`, payload: {}, grant: ['redefine', 'reservations'] },
      'POST /api/v1/reservations/:id/reject': { url: `${one}/reject`, payload: {}, grant: ['reject', 'reservations'] },
    };
  },
};
