import { PARTICIPANT_CHANNEL_LABELS, PARTICIPANT_PAYMENT_METHOD_LABELS, PARTICIPANT_SIZE_LABELS, SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, maskCpf, maskEmail, maskPhone, type ReportFileType } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryPageRows, queryRows, type Db } from '../../db/client.ts';
import { csvDate, type CsvColumn } from '../../lib/csv.ts';

/**
 * What an asynchronous report writes: its columns, how many rows it will have (for the progress bar), and its rows in
 * keyset batches (one short query per batch; nothing but one batch in memory). Other areas add their report types
 * with `registerReportGenerator`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds generators of any row type
export type ReportGenerator<T = any> = {
  /** What the params must be; a report whose stored params do not parse ends failed with a reason, not a crash. */
  params?: z.ZodType<Record<string, unknown>>;
  fileName: (ctx: { db: Db; params: Record<string, unknown>; eventId: number | null; reportId: number }) => Promise<string>;
  /** The file's columns, or a function of the params for a type whose columns depend on them (the sales report's tabs). */
  columns: CsvColumn<T>[] | ((params: Record<string, unknown>) => CsvColumn<T>[]);
  count: (db: Db, eventId: number | null, params: Record<string, unknown>) => Promise<number>;
  batches: (db: Db, eventId: number | null, params: Record<string, unknown>, batchSize: number) => AsyncGenerator<T[]>;
  /** The requester waits for the file in the same request (`downloadReport`): no bell notification when it ends. */
  awaitedByRequester?: boolean;
};

const generators = new Map<string, ReportGenerator>();

export function registerReportGenerator<T>(type: ReportFileType, generator: ReportGenerator<T>) {
  generators.set(type, generator as ReportGenerator);
}
export function reportGenerator(type: string): ReportGenerator | undefined {
  return generators.get(type);
}

/**
 * Whether a report carrying customers' contacts is written masked: its request fixed `masked` (decision 0086); reports
 * requested before masking existed carry no flag and are written masked, whoever re-enqueues them.
 */
export const writtenMasked = (params: Record<string, unknown>) => params.masked !== false;

/** A report row with the customer's CPF, e-mail and phone masked as the customers list masks them. */
export const maskedContactRow = <R extends { cpf: string | null; email: string; phone: string | null }>(r: R): R => ({
  ...r,
  cpf: maskCpf(r.cpf),
  email: maskEmail(r.email) ?? '',
  phone: maskPhone(r.phone),
});

/**
 * A subscriptions report row written masked: contacts as above, and the birth date reduced to its year — enough for an
 * organiser's age groups by year, not enough to identify someone with the name (decision 0098).
 */
const maskedSubscriptionRow = (r: SubscriptionReportRow): SubscriptionReportRow => ({
  ...maskedContactRow(r),
  birth_date: r.birth_date === null ? null : r.birth_date.slice(0, 4),
});

/** "1990-05-10" → "10/05/1990"; a masked one ("1990") keeps the year with stars for the day and month. */
const birthDateCell = (value: string | null) => (value !== null && value.length === 4 ? `**/**/${value}` : csvDate(value));

const GENDERS: Record<number, string> = { 0: 'Masculino', 1: 'Feminino' };

async function eventSlug(db: Db, eventId: number | null): Promise<string> {
  if (eventId === null) return 'todos';
  const [row] = await queryRows<{ slug: string }>(db, sql`select slug from events where id = ${eventId}`);
  return (row?.slug ?? String(eventId)).slice(0, 60);
}

function stamp(): string {
  return new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

// ------------------------------------------------------------------ subscriptions of an event

export type SubscriptionReportRow = {
  id: number;
  status: string;
  name: string;
  cpf: string | null;
  email: string;
  phone: string | null;
  birth_date: string | null;
  gender: number | null;
  city: string | null;
  uf: string | null;
  modality: string;
  kit: string | null;
  shirt_size: string | null;
  chest_number: number | null;
  order_id: number | null;
  price: string;
  payment_method: string | null;
  origin: string;
  team: string | null;
  created_at: Date | string;
};

export const SUBSCRIPTION_REPORT_COLUMNS: CsvColumn<SubscriptionReportRow>[] = [
  { header: 'Inscrição', value: (r) => r.id, kind: 'integer' },
  { header: 'Status', value: (r) => SUBSCRIPTION_STATUS_LABELS[r.status as keyof typeof SUBSCRIPTION_STATUS_LABELS] ?? r.status },
  { header: 'Nome', value: (r) => r.name },
  { header: 'CPF', value: (r) => r.cpf, kind: 'legal_record' },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Telefone', value: (r) => r.phone, kind: 'phone' },
  { header: 'Data de nascimento', value: (r) => birthDateCell(r.birth_date) },
  { header: 'Sexo', value: (r) => (r.gender === null ? '' : GENDERS[r.gender]) },
  { header: 'Cidade', value: (r) => (r.city ? `${r.city}${r.uf ? ` - ${r.uf}` : ''}` : '') },
  { header: 'Modalidade', value: (r) => r.modality },
  { header: 'Kit', value: (r) => r.kit },
  { header: 'Tamanho', value: (r) => (r.shirt_size ? (PARTICIPANT_SIZE_LABELS as Record<string, string>)[r.shirt_size] : '') },
  { header: 'Número de peito', value: (r) => r.chest_number, kind: 'integer' },
  { header: 'Pedido', value: (r) => r.order_id, kind: 'integer' },
  { header: 'Valor', value: (r) => Number(r.price), kind: 'money' },
  { header: 'Forma de pagamento', value: (r) => (r.payment_method ? ((PARTICIPANT_PAYMENT_METHOD_LABELS as Record<string, string>)[r.payment_method] ?? r.payment_method) : '') },
  { header: 'Origem', value: (r) => (PARTICIPANT_CHANNEL_LABELS as Record<string, string>)[r.origin] ?? r.origin },
  { header: 'Equipe', value: (r) => r.team },
  { header: 'Data da inscrição', value: (r) => r.created_at, kind: 'datetime' },
];

function subscriptionFilter(eventId: number | null, params: Record<string, unknown>) {
  const status = typeof params.status === 'string' ? params.status : null;
  return sql`${eventId === null ? sql`true` : sql`s.event_id = ${eventId}`} ${status ? sql`and s.status = ${status}` : sql``}`;
}

/**
 * One keyset page of the subscriptions report (ascending id after `afterId`). The page's subscriptions are picked
 * first (materialized, by the primary key), then joined row by row: the planner never hashes a whole customers or
 * orders table to serve a thousand rows; its customers are read by key in one index scan (as a plain join PostgreSQL
 * merge-joined the whole customers index for every page). Read the cheapest way for the driver (`queryPageRows`,
 * decision 0091).
 */
async function subscriptionReportPage(db: Db, eventId: number | null, params: Record<string, unknown>, afterId: number, limit: number) {
  return queryPageRows<SubscriptionReportRow>(
    db,
    sql`with page as materialized (
          select s.* from subscriptions s
          where ${subscriptionFilter(eventId, params)} and s.id > ${afterId}
          order by s.id
          limit ${limit}),
        cust as materialized (select c.* from customers c where c.id = any(array(select customer_id from page)))
        select s.id, s.status, c.name, c.cpf, c.email, c.phone, c.birth_date::text as birth_date, c.gender, ci.name as city, st.uf,
               m.name as modality, k.name as kit, s.shirt_size, s.chest_number, s.order_id, s.price::text as price,
               o.payment_method, s.origin, t.name as team, s.created_at
        from page s
        join cust c on c.id = s.customer_id
        join event_modalities em on em.id = s.event_modality_id
        join modalities m on m.id = em.modality_id
        left join kits k on k.id = em.kit_id
        left join cities ci on ci.id = c.city_id
        left join states st on st.id = ci.state_id
        left join orders o on o.id = s.order_id
        left join teams t on t.id = s.team_id
        order by s.id`,
  );
}

/** The report's rows in keyset pages, masked unless `params.masked` is false: the queued report and the list's CSV. */
export async function* subscriptionReportBatches(db: Db, eventId: number | null, params: Record<string, unknown>, batchSize: number): AsyncGenerator<SubscriptionReportRow[]> {
  const masked = writtenMasked(params);
  let after = 0;
  for (;;) {
    const rows = await subscriptionReportPage(db, eventId, params, after, batchSize);
    if (rows.length) yield masked ? rows.map(maskedSubscriptionRow) : rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

registerReportGenerator<SubscriptionReportRow>('subscriptions', {
  params: z.object({ status: z.enum(SUBSCRIPTION_STATUSES).optional(), masked: z.boolean().optional() }),
  fileName: async ({ db, eventId }) => `inscricoes-${await eventSlug(db, eventId)}-${stamp()}.csv`,
  columns: SUBSCRIPTION_REPORT_COLUMNS,
  count: async (db, eventId, params) => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from subscriptions s where ${subscriptionFilter(eventId, params)}`);
    return Number(row?.n ?? 0);
  },
  batches: subscriptionReportBatches,
});

// ------------------------------------------------------------------ results of an event

export type ResultReportRow = {
  id: number;
  overall_position: number | null;
  chest_number: number | null;
  name: string;
  gender: number | null;
  age_category: string | null;
  modality: string;
  net_time_ms: number | null;
  gun_time_ms: number | null;
  gender_position: number | null;
  category_position: number | null;
};

/** 3723000 → "01:02:03" (hours may exceed 24 for ultras); milliseconds kept when present. */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms === undefined) return '';
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const base = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return rest ? `${base},${String(rest).padStart(3, '0')}` : base;
}

export const RESULT_REPORT_COLUMNS: CsvColumn<ResultReportRow>[] = [
  { header: 'Classificação geral', value: (r) => r.overall_position, kind: 'integer' },
  { header: 'Número de peito', value: (r) => r.chest_number, kind: 'integer' },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Sexo', value: (r) => (r.gender === null ? '' : GENDERS[r.gender]) },
  { header: 'Modalidade', value: (r) => r.modality },
  { header: 'Faixa etária', value: (r) => r.age_category },
  { header: 'Tempo líquido', value: (r) => formatDuration(r.net_time_ms) },
  { header: 'Tempo bruto', value: (r) => formatDuration(r.gun_time_ms) },
  { header: 'Classificação por sexo', value: (r) => r.gender_position, kind: 'integer' },
  { header: 'Classificação por faixa etária', value: (r) => r.category_position, kind: 'integer' },
];

registerReportGenerator<ResultReportRow>('event_results', {
  fileName: async ({ db, eventId }) => `resultados-${await eventSlug(db, eventId)}-${stamp()}.csv`,
  columns: RESULT_REPORT_COLUMNS,
  count: async (db, eventId) => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from results where event_id = ${eventId}`);
    return Number(row?.n ?? 0);
  },
  async *batches(db, eventId, _params, batchSize) {
    // Ordered by overall position (then id): keyset on (position-or-max, id).
    let last: { pos: number; id: number } = { pos: -1, id: 0 };
    for (;;) {
      const rows = await queryPageRows<ResultReportRow & { pos: number }>(
        db,
        sql`select r.id, r.overall_position, r.chest_number, c.name, c.gender, r.age_category, m.name as modality, r.net_time_ms, r.gun_time_ms,
                   r.gender_position, r.category_position, coalesce(r.overall_position, 2147483647) as pos
            from results r
            join subscriptions s on s.id = r.subscription_id
            join customers c on c.id = s.customer_id
            join event_modalities em on em.id = s.event_modality_id
            join modalities m on m.id = em.modality_id
            where r.event_id = ${eventId} and (coalesce(r.overall_position, 2147483647), r.id) > (${last.pos}, ${last.id})
            order by coalesce(r.overall_position, 2147483647), r.id
            limit ${batchSize}`,
      );
      if (rows.length) yield rows;
      if (rows.length < batchSize) return;
      const tail = rows[rows.length - 1]!;
      last = { pos: Number(tail.pos), id: tail.id };
    }
  },
});
