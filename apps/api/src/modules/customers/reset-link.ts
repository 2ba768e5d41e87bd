import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { CustomerRow } from './customers.repository.ts';

/** A customer's reset link is valid this long (decision 0072). */
const RESET_TTL_SECONDS = 2 * 60 * 60;

/**
 * The consumer app's reset-password link for a customer (decision 0072): stateless, signed with the server secret,
 * naming the account's uuid, its lock_version (a password change bumps it, so a used link stops working) and expiry.
 */
export function customerResetLink(config: Config, row: Pick<CustomerRow, 'uuid' | 'lockVersion'>): string {
  const expires = Math.floor(Date.now() / 1000) + RESET_TTL_SECONDS;
  const payload = `${row.uuid}.${row.lockVersion}.${expires}`;
  const signature = createHmac('sha256', config.JWT_SECRET).update(`customer-reset-v1:${payload}`).digest('base64url');
  return `${config.CONSUMER_APP_URL ?? config.PUBLIC_URL}/redefinir-senha?token=${Buffer.from(payload).toString('base64url')}.${signature}`;
}

/** Queues the reset e-mail in `tx` (the outbox); returns the outbox id to deliver after commit. */
export function queueCustomerReset(tx: Db, mailer: Mailer, config: Config, row: Pick<CustomerRow, 'uuid' | 'lockVersion' | 'email' | 'name'>): Promise<number> {
  const link = customerResetLink(config, row);
  const mail: Mail = {
    to: row.email,
    subject: 'Redefinição de senha',
    text: `Olá, ${row.name}.\n\nRecebemos um pedido para redefinir a senha da sua conta. Crie uma nova senha pelo link abaixo (válido por 2 horas):\n${link}\n\nSe não foi você, ignore este e-mail.`,
    link,
  };
  return mailer.enqueue(tx, mail);
}
