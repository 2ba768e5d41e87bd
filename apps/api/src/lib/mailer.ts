import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; link?: string };

export type Mailer = {
  /** Stores the mail in the outbox inside `tx`; delivery happens after commit through `deliver`. */
  enqueue(tx: Db, mail: Mail): Promise<number>;
  deliver(id: number): Promise<void>;
};

/**
 * Mail always lands in the outbox table first (so a rolled-back change sends nothing). With SMTP_URL it is then
 * sent; without it the link is written to the log, so a local user and the tests can follow it.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async enqueue(tx, mail) {
      const [row] = await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text }).returning({ id: mailOutbox.id });
      if (!transport) log.info({ to: mail.to, subject: mail.subject, link: mail.link }, `E-mail guardado na caixa de saída: ${mail.subject} — ${mail.link ?? ''}`);
      return row!.id;
    },
    async deliver(id) {
      if (!transport) return;
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row) return;
      try {
        await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text });
        await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
      } catch (err) {
        log.error({ err, mailId: id }, 'SMTP delivery failed');
        await db.update(mailOutbox).set({ error: String(err) }).where(eq(mailOutbox.id, id));
      }
    },
  };
}
