/**
 * The mail outbox as the tests see it: without SMTP_URL the server's mailer logs one JSON line per message with
 * `to`, `subject` and `link` (apps/api/src/lib/mailer.ts); the global setup sends the server's stdout to a file.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import './provided.ts';

export type LoggedMail = { to: string; subject?: string; link: string };

/** Current end of the server log: pass it to `waitForMail` to ignore mails logged before the action. */
export function mailMark(): number {
  try {
    return fs.statSync(inject('serverLog')).size;
  } catch {
    return 0;
  }
}

function mailsSince(offset: number): LoggedMail[] {
  const file = inject('serverLog');
  const size = fs.statSync(file).size;
  if (size <= offset) return [];
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(size - offset);
    fs.readSync(fd, buf, 0, buf.length, offset);
    const mails: LoggedMail[] = [];
    for (const line of buf.toString('utf8').split('\n')) {
      if (!line.startsWith('{') || !line.includes('"link"')) continue;
      try {
        const entry = JSON.parse(line) as Partial<LoggedMail>;
        if (typeof entry.to === 'string' && typeof entry.link === 'string') mails.push({ to: entry.to, subject: entry.subject, link: entry.link });
      } catch {
        // a line still being written
      }
    }
    return mails;
  } finally {
    fs.closeSync(fd);
  }
}

/** Waits for the newest mail to `to` logged after `since` (see mailMark) and returns it. */
export async function waitForMail(to: string, opts: { since?: number; subject?: RegExp; timeoutMs?: number } = {}): Promise<LoggedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const wanted = to.toLowerCase();
  for (;;) {
    const found = mailsSince(opts.since ?? 0)
      .filter((m) => m.to.toLowerCase() === wanted && (!opts.subject || opts.subject.test(m.subject ?? '')))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${to} apareceu no log do servidor (${inject('serverLog')})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
