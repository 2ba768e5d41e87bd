import type { SubscriptionDetail, SubscriptionListItem } from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { anonymizedEmail, guardContacts, logAccess, maskContact, revealedFields, viewerOf, type AccessDetails, type Contact } from '../customers/lgpd.ts';

/** The athletes' contacts in the event's and the trainer activities' subscriptions: one rule for both (decisions 0071, 0086, 0087). */

const contactOf = (s: SubscriptionListItem): Contact => ({ cpf: s.athlete.cpf, email: s.athlete.email });
const withContact = (s: SubscriptionListItem, c: Contact): SubscriptionListItem => ({ ...s, athlete: { ...s.athlete, cpf: c.cpf ?? null, email: c.email ?? '', masked: true } });
const masked = (s: SubscriptionListItem) => withContact(s, maskContact(contactOf(s)));

/** A list page: masked without `unmask`; in full, one `search` entry per athlete shown (one insert). */
export function guardSubscriptionContacts(db: Db, request: FastifyRequest, items: SubscriptionListItem[], details: AccessDetails) {
  return guardContacts(db, request, items, (s) => ({ customerId: s.athlete.id, value: contactOf(s) }), withContact, { kind: 'search', details });
}

/** Export rows (one by one or in batches) with the athletes' CPF and e-mail masked. */
export async function* maskedSubscriptions(source: AsyncIterable<SubscriptionListItem | SubscriptionListItem[]>): AsyncGenerator<SubscriptionListItem | SubscriptionListItem[]> {
  for await (const item of source) yield Array.isArray(item) ? item.map(masked) : masked(item);
}

/** A subscription's own page, in full to anyone who may open it: one `show` entry, none for an anonymised athlete. */
export async function logSubscriptionShow(db: Db, request: FastifyRequest, s: SubscriptionDetail, details: AccessDetails) {
  const a = s.athlete;
  // anonymisation sets this e-mail (and clears CPF and phone): nothing personal is shown
  if (a.email === anonymizedEmail(a.id)) return;
  const fields = revealedFields({ cpf: a.cpf, cnpj: null, email: a.email, phone: a.phone, birthDate: a.birth_date, address: null });
  await logAccess(db, viewerOf(request), 'show', [{ customerId: a.id, fields }], details);
}
