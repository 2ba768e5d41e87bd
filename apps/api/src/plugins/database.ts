import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { createMailer } from '../lib/mailer.ts';

/** Decorates the app with the database (opened by the caller) and the mailer; closes the database with the app. */
export default fp<{ database: Database; closeDatabase: boolean }>(
  async (app, { database, closeDatabase }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('mailer', createMailer(database.db, app.log, app.config.SMTP_URL, app.config.MAIL_FROM));
    if (closeDatabase) app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
