import { CUSTOMER_ACCESS_AREA_LABELS, CUSTOMER_ACCESS_AREAS, canUnmaskCustomers, maskCpf, maskEmail, maskPhone, type CustomerAccessArea, type CustomerAccessEntry } from '@backoffice/contract';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { queryRows, type Db } from '../../db/client.ts';
import {
  auditLog,
  customerAccessViews,
  customers,
  mailOutbox,
  newsletterSubscribers,
  reportFiles,
  subscriptions,
  teams,
} from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { pageWindow } from '../../lib/paging.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { removeReportFiles } from '../reports/reports.service.ts';
import { forgetSearchSample, type CustomerRow } from './customers.repository.ts';

/** LGPD duties on customers (decision 0071): the access log, the data subject's file, anonymisation. */

export type AccessKind = (typeof customerAccessViews.$inferInsert)['kind'];
/** An entry's details: the screen that showed the data (decision 0096) and the request's filters. */
export type AccessDetails = { area?: CustomerAccessArea; [key: string]: unknown };
export type Viewer = { userId: number | null; userName: string | null; requestId: string | null };

/** Who is looking, as the access log records it. */
export const viewerOf = (request: FastifyRequest): Viewer => ({ userId: authOf(request).userId, userName: actorOf(request).name, requestId: request.id });
/** A list view's parameters as its access entry records them (the non-empty ones). */
export const listFilters = (q: Record<string, unknown>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
/** The caller may see customers' CPF, e-mail and phone in full (contract `canUnmaskCustomers`). */
export const mayUnmaskCustomers = (request: FastifyRequest) => canUnmaskCustomers(authOf(request).grants);

/** A customer's contact fields as another area carries them (orders, coupons, reservations; decision 0086). */
export type Contact = { cpf?: string | null; email?: string | null; phone?: string | null };

/** The contact masked as the customers list masks it; fields the area does not carry stay absent. */
export function maskContact<T extends Contact>(c: T): T {
  const out = { ...c };
  if ('cpf' in c) out.cpf = maskCpf(c.cpf ?? null);
  if ('email' in c) out.email = maskEmail(c.email ?? null);
  if ('phone' in c) out.phone = maskPhone(c.phone ?? null);
  return out;
}

const CPF_IN_TEXT = /(?<![\d.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-])/g;
const EMAIL_IN_TEXT = /[^\s;,"'<>()]+@[^\s;,"'<>()]+/g;
const PHONE_IN_TEXT = /(?<![\d*])(?:\+?55\s?)?\(?\d{2}\)?\s?9?\d{4}[-\s]?\d{4}(?![\d-])/g;

/**
 * Free text that may hold someone's contacts (a spreadsheet line an import refused): each CPF, e-mail and phone in it
 * masked as the lists mask them, the rest kept so the line can still be found and fixed.
 */
export function maskContactsInText(text: string): string {
  return text
    .replace(CPF_IN_TEXT, (cpf) => maskCpf(cpf) ?? '')
    .replace(EMAIL_IN_TEXT, (email) => maskEmail(email) ?? '')
    .replace(PHONE_IN_TEXT, (phone) => maskPhone(phone) ?? '');
}

/**
 * Another area's answer that carries customers' contacts: masked without `unmask`; in full, each customer shown is
 * logged as the customers module logs its own views (`kind` show for one record, search for any list page, searched
 * or not — decision 0087). `details` says which area and call showed them, with the list's filters.
 */
export async function guardContacts<T>(
  db: Db,
  request: FastifyRequest,
  rows: T[],
  contact: (row: T) => { customerId: number; value: Contact } | null,
  apply: (row: T, masked: Contact) => T,
  log: { kind: 'show' | 'search'; details: AccessDetails },
): Promise<T[]> {
  if (!mayUnmaskCustomers(request)) {
    return rows.map((r) => {
      const c = contact(r);
      return c ? apply(r, maskContact(c.value)) : r;
    });
  }
  const seen = rows.map(contact).filter((c) => c !== null);
  if (seen.length) {
    await logAccess(db, viewerOf(request), log.kind, seen.map((c) => ({ customerId: c.customerId, fields: contactFields(c.value) })), log.details);
  }
  return rows;
}

/** A list export that carries contacts: one access entry with the filters when it goes out in full (decision 0071). */
export async function logContactsExport(db: Db, request: FastifyRequest, fields: string[], details: AccessDetails) {
  if (mayUnmaskCustomers(request)) await logAccess(db, viewerOf(request), 'export', [{ customerId: null, fields }], details);
}

/** The fields of a contact the answer revealed (the ones with a value). */
function contactFields(c: Contact): string[] {
  return revealedFields({ cpf: c.cpf ?? null, cnpj: null, email: c.email ?? '', phone: c.phone ?? null, birthDate: null, address: null }).filter((f) => f !== 'email' || c.email);
}

/** Personal fields a view reveals (the ones with a value). */
export function revealedFields(row: Pick<CustomerRow, 'cpf' | 'cnpj' | 'email' | 'phone' | 'birthDate' | 'address'>, all = false): string[] {
  if (all) return ['all'];
  const fields = ['name'];
  if (row.cpf) fields.push('cpf');
  if (row.cnpj) fields.push('cnpj');
  fields.push('email');
  if (row.phone) fields.push('phone');
  if (row.birthDate) fields.push('birth_date');
  if (row.address) fields.push('address');
  return fields;
}

/**
 * One access row per view — a whole page, with every customer it showed and the fields revealed for each — in one
 * statement; a list export writes a row with its fields and filters (decision 0137). The caller waits until its view is
 * stored (nothing is logged after the answer). Views asked for while another batch of the same database is being
 * written go in together with the next statement (group commit, decision 0116).
 */
export function logAccess(db: Db, viewer: Viewer, kind: AccessKind, entries: { customerId: number | null; fields: string[] }[], details?: AccessDetails): Promise<void> {
  if (!entries.length) return Promise.resolve();
  let queue = accessQueues.get(db);
  if (!queue) accessQueues.set(db, (queue = { waiting: [], writing: false }));
  const row: AccessRow = { user_id: viewer.userId, user_name: viewer.userName, kind, ...customersSeen(entries), details: details ?? null, request_id: viewer.requestId };
  return new Promise<void>((resolve, reject) => {
    queue.waiting.push({ row, resolve, reject });
    if (!queue.writing) void writeAccessBatches(db, queue);
  });
}

/** A view's customers in the order shown, each once with every field revealed; the fields of entries naming nobody. */
function customersSeen(entries: { customerId: number | null; fields: string[] }[]): Pick<AccessRow, 'customer_ids' | 'customer_fields' | 'fields'> {
  const byCustomer = new Map<number, Set<string>>();
  const unnamed = new Set<string>();
  for (const e of entries) {
    let fields = unnamed;
    if (e.customerId !== null) {
      fields = byCustomer.get(e.customerId) ?? new Set();
      byCustomer.set(e.customerId, fields);
    }
    for (const f of e.fields) fields.add(f);
  }
  return {
    customer_ids: [...byCustomer.keys()],
    customer_fields: [...byCustomer.values()].map((f) => [...f].join(',')),
    fields: byCustomer.size && !unnamed.size ? null : [...unnamed],
  };
}

type AccessRow = {
  user_id: number | null;
  user_name: string | null;
  kind: AccessKind;
  customer_ids: number[];
  customer_fields: string[];
  fields: string[] | null;
  details: AccessDetails | null;
  request_id: string | null;
};
type AccessQueue = { waiting: { row: AccessRow; resolve: () => void; reject: (error: unknown) => void }[]; writing: boolean };
/** Per database (or transaction): views of another transaction never ride in this one's statement. */
const accessQueues = new WeakMap<Db, AccessQueue>();

/** Writes what is waiting, one statement per round, until nothing is; each caller hears about its own view. */
async function writeAccessBatches(db: Db, queue: AccessQueue): Promise<void> {
  queue.writing = true;
  try {
    while (queue.waiting.length) {
      const batch = queue.waiting.splice(0);
      try {
        // The views as one JSON parameter, in order (ids follow it): one statement text whatever the batch's size.
        await db.execute(sql`
          insert into customer_access_views (user_id, user_name, kind, customer_ids, customer_fields, fields, details, request_id)
          select e.user_id, e.user_name, e.kind, e.customer_ids, e.customer_fields, e.fields, e.details, e.request_id
          from rows from (jsonb_to_recordset(${JSON.stringify(batch.map((b) => b.row))}::jsonb)
                 as (user_id int, user_name text, kind text, customer_ids int[], customer_fields text[], fields text[], details jsonb, request_id text))
               with ordinality as e(user_id, user_name, kind, customer_ids, customer_fields, fields, details, request_id, n)
          order by e.n`);
        for (const b of batch) b.resolve();
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
  } finally {
    queue.writing = false;
  }
}

/** The views that showed a customer, through the GIN index on their ids. */
const showedCustomer = (customerId: number) => sql`${customerAccessViews.customerIds} @> array[${customerId}::int]`;
/** The fields a view revealed of that customer. */
const fieldsShownOf = (customerId: number) => sql<string | null>`${customerAccessViews.customerFields}[array_position(${customerAccessViews.customerIds}, ${customerId}::int)]`;

/** The screen an entry was written from; entries older than decision 0096 are told apart by their details. */
function areaOf(details: unknown): CustomerAccessArea {
  const d = (details ?? {}) as { area?: unknown; team_id?: unknown };
  if ((CUSTOMER_ACCESS_AREAS as readonly unknown[]).includes(d.area)) return d.area as CustomerAccessArea;
  return d.team_id !== undefined ? 'teams' : 'customers';
}

export async function accessLogOf(db: Db, customerId: number, q: { current_page: number; per_page: number }): Promise<{ items: CustomerAccessEntry[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const v = customerAccessViews;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: v.id, userId: v.userId, userName: v.userName, kind: v.kind, fields: fieldsShownOf(customerId), details: v.details, createdAt: v.createdAt })
      .from(v)
      .where(showedCustomer(customerId))
      .orderBy(desc(v.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(v).where(showedCustomer(customerId)),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, user_id: r.userId, user_name: r.userName, kind: r.kind, area: areaOf(r.details), fields: r.fields?.split(',') ?? [], created_at: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

/**
 * "Exportar dados do titular" (LGPD art. 18 II): everything held about the person in one document — identity,
 * team, subscriptions (with extras and results), orders (items, payments), tournament entries, reservations,
 * newsletter consent, the account's history and the access log.
 */
export async function personalData(db: Db, id: number): Promise<Record<string, unknown>> {
  const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  const [identity] = await q<Record<string, unknown>>(sql`
    select c.id, c.uuid, c.name, c.person_type, c.cpf, c.cnpj, c.email, c.birth_date::text as birth_date, c.gender, c.phone_country_code, c.phone,
           c.address, c.zip_code, ci.name as city, st.uf as state, c.user_kind, c.status, t.name as team, c.last_sign_in_at, c.created_at, c.updated_at, c.anonymized_at
    from customers c left join cities ci on ci.id = c.city_id left join states st on st.id = ci.state_id left join teams t on t.id = c.team_id
    where c.id = ${id}`);
  const email = String(identity?.email ?? '');
  const [subs, extras, resultsRows, orderRows, items, paymentRows, tournamentRows, reservationRows, newsletter, history, access] = await Promise.all([
    q(sql`select s.id, e.name as event, e.event_date::text as event_date, m.name as modality, s.status, s.price_type, s.price::text as price, s.shirt_size,
                 s.chest_number, s.origin, s.order_id, s.kit_withdrawn_at, s.kit_withdrawn_by_name, s.created_at
          from subscriptions s join events e on e.id = s.event_id join event_modalities em on em.id = s.event_modality_id join modalities m on m.id = em.modality_id
          where s.customer_id = ${id} order by s.id`),
    q(sql`select se.subscription_id, x.name as extra, se.quantity, se.price::text as price, se.size from subscription_extras se join extras x on x.id = se.extra_id
          join subscriptions s on s.id = se.subscription_id where s.customer_id = ${id} order by se.id`),
    q(sql`select r.subscription_id, e.name as event, r.net_time_ms, r.gun_time_ms, r.overall_position, r.gender_position, r.category_position, r.age_category
          from results r join subscriptions s on s.id = r.subscription_id join events e on e.id = r.event_id where s.customer_id = ${id} order by r.id`),
    q(sql`select o.id, o.status, e.name as event, o.subtotal::text as subtotal, o.discount::text as discount, o.convenience_fee::text as convenience_fee,
                 o.total::text as total, o.discount_source, o.channel, o.payment_method, o.paid_at, o.cancelled_at, o.created_at
          from orders o left join events e on e.id = o.event_id where o.customer_id = ${id} order by o.id`),
    q(sql`select oi.* from order_items oi join orders o on o.id = oi.order_id where o.customer_id = ${id} order by oi.id`),
    q(sql`select p.order_id, p.method, p.status, p.amount::text as amount, p.installments, p.card_brand, p.authorized_at, p.paid_at, p.created_at
          from payments p join orders o on o.id = p.order_id where o.customer_id = ${id} order by p.id`),
    q(sql`select ts.id, t.name as tournament, ts.status, ts.price::text as price, ts.created_at from tournament_subscriptions ts join tournaments t on t.id = ts.tournament_id
          where ts.customer_id = ${id} or ts.partner_customer_id = ${id} order by ts.id`),
    q(sql`select r.id, e.name as event, r.year, r.quantity_requested, r.quantity_approved, r.status, r.created_at from reservations r join events e on e.id = r.event_id
          where r.customer_id = ${id} order by r.id`),
    email ? q(sql`select email, name, origin, status, created_at from newsletter_subscribers where lower(email) = lower(${email})`) : Promise.resolve([]),
    q(sql`select action, actor_name, changes, created_at from audit_log where entity_type = 'tf users' and entity_id = ${String(id)} order by id`),
    q<{ user_name: string | null; kind: string; fields: string[]; details: unknown; created_at: string }>(
      sql`select user_name, kind, string_to_array(${fieldsShownOf(id)}, ',') as fields, details, created_at from ${customerAccessViews} where ${showedCustomer(id)} order by id`,
    ),
  ]);
  return {
    generated_at: new Date().toISOString(),
    legal_basis: 'LGPD (Lei 13.709/2018), art. 18, II — acesso aos dados pelo titular',
    identity,
    subscriptions: subs,
    subscription_extras: extras,
    results: resultsRows,
    orders: orderRows,
    order_items: items,
    payments: paymentRows,
    tournament_subscriptions: tournamentRows,
    reservations: reservationRows,
    consents: { newsletter },
    account_history: history,
    // who saw the data and where, without the request's filters (other people's searches)
    access_log: access.map(({ details, ...entry }) => ({ ...entry, area: CUSTOMER_ACCESS_AREA_LABELS[areaOf(details)] })),
  };
}

/** Personal fields in the customers' audit entries; anonymisation replaces their values (decision 0071). */
const PERSONAL_AUDIT_FIELDS = ['name', 'cpf', 'cnpj', 'email', 'birth_date', 'gender', 'phone', 'address', 'zip_code', 'city_id'];
const PERSONAL_AUDIT_ARRAY = `{${PERSONAL_AUDIT_FIELDS.join(',')}}`;
export const ANONYMIZED_NAME = 'Titular anonimizado';
export const anonymizedEmail = (id: number) => `anonimizado-${id}@anonimizado.invalid`;
const REPORT_REMOVED = 'Arquivo removido: continha dados de um titular anonimizado. Reprocesse para gerar sem eles.';

/**
 * Replaces the person's data irreversibly, in one transaction: the customer row (name, documents, contacts,
 * birth date, address, city, team), third-party pick-up names on their subscriptions, their newsletter consent and
 * queued mails, and the personal values in their account history. Orders, payments, subscriptions and results stay
 * (fiscal and sports records), now without the name. Completed report files that may carry the person are emptied
 * (their files deleted after commit; staff may re-enqueue them).
 */
export async function anonymizeCustomer(db: Db, config: Config, actor: AuditActor, viewer: Viewer, row: CustomerRow): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const oldEmail = row.email;
    await tx
      .update(customers)
      .set({
        name: ANONYMIZED_NAME,
        cpf: null,
        cnpj: null,
        email: anonymizedEmail(row.id),
        phone: null,
        birthDate: null,
        address: null,
        zipCode: null,
        cityId: null,
        teamId: null,
        status: 'disabled',
        lastSignInAt: null,
        anonymizedAt: new Date(),
        lockVersion: row.lockVersion + 1,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, row.id));
    await tx.update(subscriptions).set({ kitWithdrawnByName: null }).where(and(eq(subscriptions.customerId, row.id), sql`${subscriptions.kitWithdrawnByName} is not null`));
    await scrubSubscriptionTraces(tx, row.id, personPattern(row));
    await tx.update(teams).set({ customerId: null }).where(eq(teams.customerId, row.id));
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${oldEmail})`);
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${oldEmail})`);
    await tx.execute(sql`
      update ${auditLog} set changes = (
        select coalesce(jsonb_object_agg(k, case when k = any(${PERSONAL_AUDIT_ARRAY}::text[]) then '{"before":"[anonimizado]","after":"[anonimizado]"}'::jsonb else v end), '{}'::jsonb)
        from jsonb_each(changes) e(k, v))
      where entity_type = 'tf users' and entity_id = ${String(row.id)}`);
    await recordAudit(tx, actor, { action: 'updated', entityType: 'tf users', entityId: row.id, before: { anonymized: false }, after: { anonymized: true } });
    await logAccess(tx, viewer, 'anonymize', [{ customerId: row.id, fields: ['all'] }]);
    // Report files written before now may carry the person (lists, subscriptions, results, orders): emptied.
    const carrying = and(eq(reportFiles.status, 'completed'), ne(reportFiles.reportType, 'sales'));
    const emptied = await tx.select({ id: reportFiles.id, fileUrl: reportFiles.fileUrl }).from(reportFiles).where(carrying).for('update');
    if (emptied.length) {
      await tx
        .update(reportFiles)
        .set({ status: 'failed', error: REPORT_REMOVED, fileUrl: null, progress: 0, updatedAt: new Date() })
        .where(inArray(reportFiles.id, emptied.map((r) => r.id)));
    }
    return emptied.map((r) => r.fileUrl);
  });
  removeReportFiles(config, files);
  forgetSearchSample(db);
}

/**
 * A PostgreSQL regular expression (used with ~* / flag 'i') matching the person in free text: the full name, the
 * e-mail, and CPF, CNPJ and phone with or without their mask.
 */
export function personPattern(row: Pick<CustomerRow, 'name' | 'email' | 'cpf' | 'cnpj' | 'phone'>): string {
  const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const digits = (t: string | null) => {
    const d = (t ?? '').replace(/\D/g, '');
    return d.length >= 8 ? [d.split('').join('[^0-9]{0,2}')] : [];
  };
  return [literal(row.name.trim()), literal(row.email.trim()), ...digits(row.cpf), ...digits(row.cnpj), ...digits(row.phone)].filter(Boolean).join('|');
}

/** Keys of the kit desk's audit entries that hold a person (decision 0087). */
const DESK_AUDIT_PERSONAL_KEYS = '{kit_withdrawn_by_name,third_party_name,third_party_cpf,notes,reason}';

/**
 * Everything tied to the person's subscriptions, orders and searches that may name them (decision 0087): the kit
 * desk's withdrawal events (who picked the kit up; an undo's reason), the pickup settings (authorised third party and
 * notes) and the desk's audit entries; staff notes and reasons on their orders, reservations and status changes;
 * failed import lines that quote them; and the search text in access-log entries and report requests that found them.
 */
async function scrubSubscriptionTraces(tx: Db, id: number, pattern: string) {
  const scrub = (column: string) => sql.raw(`regexp_replace(${column}, `).append(sql`${pattern}, '[anonimizado]', 'gi')`);
  const theirs = sql`(select s.id from subscriptions s where s.customer_id = ${id})`;
  await tx.execute(sql`update kit_withdrawal_events set picked_up_by_name = null where subscription_id in ${theirs} and picked_up_by_name is not null`);
  await tx.execute(sql`update kit_withdrawal_events set reason = ${scrub('reason')} where subscription_id in ${theirs} and reason ~* ${pattern}`);
  await tx.execute(sql`
    update subscription_pickup_settings set third_party_name = null, third_party_cpf = null, notes = null
    where subscription_id in ${theirs} and (third_party_name is not null or third_party_cpf is not null or notes is not null)`);
  await tx.execute(sql`
    update ${auditLog} set changes = (
      select coalesce(jsonb_object_agg(k, case when k = any(${DESK_AUDIT_PERSONAL_KEYS}::text[]) then '{"before":"[anonimizado]","after":"[anonimizado]"}'::jsonb else v end), '{}'::jsonb)
      from jsonb_each(changes) e(k, v))
    where entity_type = 'withdraw_kits' and entity_id in (select s.id::text from subscriptions s where s.customer_id = ${id})
      and changes ?| ${DESK_AUDIT_PERSONAL_KEYS}::text[]`);
  await tx.execute(sql`update subscription_status_changes set reason = ${scrub('reason')} where subscription_id in ${theirs} and reason ~* ${pattern}`);
  await tx.execute(sql`update orders set notes = ${scrub('notes')} where customer_id = ${id} and notes ~* ${pattern}`);
  await tx.execute(sql`update reservations set notes = ${scrub('notes')} where customer_id = ${id} and notes ~* ${pattern}`);
  await tx.execute(sql`update import_job_lines set raw = ${scrub('raw')} where raw ~* ${pattern}`);
  // A search that found the person (or whose text names them) keeps who searched and when, not what was typed.
  await tx.execute(sql`
    update ${customerAccessViews} set details = jsonb_set(details, '{query}', '"[anonimizado]"')
    where details ? 'query' and (details->>'query' ~* ${pattern} or public.f_unaccent(lower(details->>'query')) ~* public.f_unaccent(lower(${pattern}))
      or request_id in (select l.request_id from customer_access_views l where l.customer_ids @> array[${id}::int] and l.details ? 'query' and l.request_id is not null))`);
  await tx.execute(sql`
    update report_files set params = jsonb_set(params, '{query}', '"[anonimizado]"')
    where params ? 'query' and (params->>'query' ~* ${pattern} or public.f_unaccent(lower(params->>'query')) ~* public.f_unaccent(lower(${pattern})))`);
  await tx.execute(sql`
    update ${auditLog} set changes = jsonb_set(changes, '{query}', '{"before":null,"after":"[anonimizado]"}')
    where entity_type = 'report_files' and changes ? 'query'
      and (changes->'query'->>'after' ~* ${pattern} or public.f_unaccent(lower(changes->'query'->>'after')) ~* public.f_unaccent(lower(${pattern})))`);
}

/** Hard delete of a customer with no records to keep: the history's personal values go with it. */
export async function scrubHistory(tx: Db, id: number) {
  await tx.execute(sql`
    update ${auditLog} set changes = (
      select coalesce(jsonb_object_agg(k, case when k = any(${PERSONAL_AUDIT_ARRAY}::text[]) then '{"before":"[removido]","after":"[removido]"}'::jsonb else v end), '{}'::jsonb)
      from jsonb_each(changes) e(k, v))
    where entity_type = 'tf users' and entity_id = ${String(id)}`);
}
