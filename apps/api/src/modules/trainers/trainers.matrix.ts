import { activityOccurrences } from '../../db/schema/index.ts';
import type { ModuleMatrix } from '../../test/matrix.ts';
import { addCredit, requestWithdraw } from './ledger.ts';
import { insertTrainer } from './trainers.fixtures.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const db = ctx.database.db;
    const f = await insertTrainer(db);
    await addCredit(db, f.trainer.id, 500, '2020-01-01');
    const w = await requestWithdraw(db, f.trainer.id, 100, f.bank.id);
    const [gone] = await db.insert(activityOccurrences).values({ eventId: f.event.id, date: '2030-04-01', deletedAt: new Date() }).returning();
    return { trainerId: f.trainer.id, activityId: f.activity.id, eventId: f.event.id, withdrawId: w.id, removedOccurrenceId: gone!.id };
  },
  cases: ({ ids }) => {
    const t = `/api/v2/trainer/users/${ids.trainerId}`;
    const a = `${t}/activities/${ids.activityId}`;
    const g = (action: string): [string, string] => [action, 'trainer'];
    return {
      'GET /api/v3/trainer/users': { url: '/api/v3/trainer/users', grant: g('index') },
      'GET /api/v4/trainer/users/:id': { url: `/api/v4/trainer/users/${ids.trainerId}`, grant: g('index') },
      'PUT /api/v2/trainer/users/:id': { url: t, payload: {}, grant: g('update') },
      'PATCH /api/v2/trainer/users/:id/status': { url: `${t}/status`, payload: {}, grant: g('update') },
      'GET /api/v2/trainer/activities': { url: '/api/v2/trainer/activities', grant: g('index') },
      'GET /api/v2/trainer/users/:id/activities': { url: `${t}/activities`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/activities/:activityId': { url: a, grant: g('index') },
      'PUT /api/v2/trainer/users/:id/activities/:activityId': { url: a, payload: {}, grant: g('update') },
      'POST /api/v2/trainer/users/:id/activities/:activityId/enable': { url: `${a}/enable`, grant: g('update') },
      'POST /api/v2/trainer/users/:id/activities/:activityId/disable': { url: `${a}/disable`, grant: g('update') },
      'GET /api/v2/trainer/users/:id/activities/:activityId/activity_occurrences': { url: `${a}/activity_occurrences`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/activities/:activityId/subscriptions': { url: `${a}/subscriptions`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/activities/:activityId/subscriptions/:subscriptionId': { url: `${a}/subscriptions/999999`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/activities/:activityId/activity_occurrences/:occurrenceId/subscriptions': { url: `${a}/activity_occurrences/999999/subscriptions`, grant: g('index') },
      'GET /api/v1/report/activities/:id/activity_occurrences': { url: `/api/v1/report/activities/${ids.activityId}/activity_occurrences`, grant: g('export') },
      'DELETE /api/v1/events/:id/activity_occurrences/:occurrenceId': { url: `/api/v1/events/${ids.eventId}/activity_occurrences/999999`, grant: g('update') },
      'POST /api/v1/events/:id/activity_occurrences/:occurrenceId/restore': { url: `/api/v1/events/${ids.eventId}/activity_occurrences/${ids.removedOccurrenceId}/restore`, grant: g('update') },
      'GET /api/v2/trainer/users/:id/bank_accounts': { url: `${t}/bank_accounts`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/balances': { url: `${t}/balances`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/balances/resume': { url: `${t}/balances/resume`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/bank_account/balance': { url: `${t}/bank_account/balance`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/bank_account/balance_history': { url: `${t}/bank_account/balance_history`, grant: g('index') },
      'GET /api/v2/trainer/users/:id/bank_account/future_revenue': { url: `${t}/bank_account/future_revenue`, grant: g('index') },
      'GET /api/v2/trainer/withdraws': { url: '/api/v2/trainer/withdraws', grant: g('index') },
      'GET /api/v2/trainer/reports/withdraws': { url: '/api/v2/trainer/reports/withdraws', grant: g('export') },
      'PATCH /api/v2/trainer/withdraws/:id/status': { url: `/api/v2/trainer/withdraws/${ids.withdrawId}/status`, payload: {}, grant: g('withdraw') },
      'GET /api/v2/trainer/users/:id/justifications': { url: `${t}/justifications`, grant: g('index') },
      'POST /api/v2/trainer/users/:id/justifications': { url: `${t}/justifications`, payload: {}, grant: g('update') },
      'PATCH /api/v2/trainer/users/:id/justifications/:justificationId/status': { url: `${t}/justifications/999999/status`, payload: {}, grant: g('update') },
    };
  },
};
