import {
  PARTICIPANT_CHANNEL_LABELS,
  PARTICIPANT_PAYMENT_METHOD_LABELS,
  PARTICIPANT_PRICE_TYPE_LABELS,
  PARTICIPANT_SIZE_LABELS,
  PARTICIPANT_USER_KIND_LABELS,
  SUBSCRIPTION_STATUSES,
  type DashboardQuery,
  type DashboardSummary,
  type Distribution,
  type SubscriptionsTimeline,
} from '@backoffice/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Dates are calendar days in the organisers' time zone. */
export const DASHBOARD_TZ = 'America/Sao_Paulo';

/** Subscriptions counted by the charts: every one not cancelled or rejected. */
const COUNTED = sql`s.status not in ('cancelled', 'rejected')`;

function period(q: DashboardQuery): SQL {
  const parts: SQL[] = [];
  if (q.start_date) parts.push(sql`s.created_at >= (${q.start_date}::date::timestamp at time zone ${DASHBOARD_TZ})`);
  if (q.end_date) parts.push(sql`s.created_at < ((${q.end_date}::date + 1)::timestamp at time zone ${DASHBOARD_TZ})`);
  return parts.length ? sql.join([sql``, ...parts], sql` and `) : sql``;
}

/** Percentages with 2 decimals; 0 when there is no data. */
export function toDistribution(rows: { key: string; label: string; count: number }[]): Distribution {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return {
    total,
    items: rows.map((r) => ({ ...r, percentage: total === 0 ? 0 : Math.round((r.count * 10_000) / total) / 100 })),
  };
}

/** Fixed categories first (always present, 0 without data), then anything else found, largest first. */
function withFixed(found: { key: string; n: number }[], fixed: Record<string, string>, other: (key: string) => string): { key: string; label: string; count: number }[] {
  const byKey = new Map(found.map((r) => [r.key, r.n]));
  const rows = Object.entries(fixed).map(([key, label]) => ({ key, label, count: byKey.get(key) ?? 0 }));
  for (const r of [...found].sort((a, b) => b.n - a.n)) if (!(r.key in fixed)) rows.push({ key: r.key, label: other(r.key), count: r.n });
  return rows;
}

async function grouped(db: Db, eventId: number, q: DashboardQuery, keyExpr: SQL, joins: SQL = sql``): Promise<{ key: string; n: number }[]> {
  const rows = await queryRows<{ key: string | null; n: number }>(
    db,
    sql`select ${keyExpr} as key, count(*)::int as n
        from subscriptions s ${joins}
        where s.event_id = ${eventId} and ${COUNTED} ${period(q)}
        group by 1`,
  );
  return rows.map((r) => ({ key: r.key ?? 'none', n: Number(r.n) }));
}

export async function dashboardSummary(db: Db, event: { id: number; name: string; eventDate: string | null; subscriptionsLimit: number | null; subscriptionsGoal: number | null }, q: DashboardQuery): Promise<DashboardSummary> {
  const [byStatus, [money], [extra]] = await Promise.all([
    queryRows<{ status: string; n: number }>(db, sql`select s.status, count(*)::int as n from subscriptions s where s.event_id = ${event.id} ${period(q)} group by 1`),
    queryRows<{ revenue: string | null; paid: number }>(
      db,
      sql`select coalesce(sum(s.price), 0) as revenue, count(*)::int as paid from subscriptions s where s.event_id = ${event.id} and s.status = 'approved' ${period(q)}`,
    ),
    queryRows<{ chest: number; results: number }>(
      db,
      sql`select (select count(*)::int from subscriptions s where s.event_id = ${event.id} and s.chest_number is not null and ${COUNTED} ${period(q)}) as chest,
                 (select count(*)::int from results r where r.event_id = ${event.id}) as results`,
    ),
  ]);
  const statusMap = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  for (const r of byStatus) statusMap[r.status] = Number(r.n);
  const total = statusMap.approved! + statusMap.pending! + statusMap.reserved!;
  const revenue = Number(money?.revenue ?? 0);
  const paid = Number(money?.paid ?? 0);
  return {
    event_id: event.id,
    event_name: event.name,
    event_date: event.eventDate,
    start_date: q.start_date ?? null,
    end_date: q.end_date ?? null,
    total,
    by_status: statusMap,
    revenue,
    average_ticket: paid === 0 ? 0 : Math.round((revenue * 100) / paid) / 100,
    subscriptions_limit: event.subscriptionsLimit,
    subscriptions_goal: event.subscriptionsGoal,
    chest_numbers_assigned: Number(extra?.chest ?? 0),
    results_imported: Number(extra?.results ?? 0),
  };
}

export async function subscriptionsTimeline(db: Db, eventId: number, q: DashboardQuery): Promise<SubscriptionsTimeline> {
  const rows = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char((s.created_at at time zone ${DASHBOARD_TZ})::date, 'YYYY-MM-DD') as day, count(*)::int as n
        from subscriptions s where s.event_id = ${eventId} and ${COUNTED} ${period(q)} group by 1 order by 1`,
  );
  let cumulative = 0;
  const items = rows.map((r) => {
    cumulative += Number(r.n);
    return { date: r.day, count: Number(r.n), cumulative };
  });
  return { total: cumulative, items };
}

const AGE_BUCKETS: Record<string, string> = {
  'ate-17': 'Até 17',
  '18-29': '18 a 29',
  '30-39': '30 a 39',
  '40-49': '40 a 49',
  '50-59': '50 a 59',
  '60+': '60 ou mais',
};

/** One distribution of the event's counted subscriptions. */
export async function dashboardDistribution(db: Db, eventId: number, section: string, q: DashboardQuery): Promise<Distribution> {
  const joinCustomer = sql`join customers c on c.id = s.customer_id`;
  switch (section) {
    case 'subscription_types':
      return toDistribution(withFixed(await grouped(db, eventId, q, sql`s.price_type`), { ...PARTICIPANT_PRICE_TYPE_LABELS }, (k) => k));
    case 'ages': {
      // Age on the event day (today when the event has no date).
      const age = sql`extract(year from age(coalesce(e.event_date, current_date), c.birth_date))`;
      const key = sql`case when c.birth_date is null then 'none' when ${age} < 18 then 'ate-17' when ${age} < 30 then '18-29' when ${age} < 40 then '30-39'
                      when ${age} < 50 then '40-49' when ${age} < 60 then '50-59' else '60+' end`;
      const rows = await grouped(db, eventId, q, key, sql`${joinCustomer} join events e on e.id = s.event_id`);
      return toDistribution(withFixed(rows, AGE_BUCKETS, () => 'Não informada'));
    }
    case 'genders': {
      const rows = await grouped(db, eventId, q, sql`case c.gender when 0 then 'male' when 1 then 'female' else 'none' end`, joinCustomer);
      return toDistribution(withFixed(rows, { male: 'Masculino', female: 'Feminino' }, () => 'Não informado'));
    }
    case 'kits': {
      const rows = await grouped(db, eventId, q, sql`coalesce(k.name, 'none')`, sql`join event_modalities em on em.id = s.event_modality_id left join kits k on k.id = em.kit_id`);
      return toDistribution(withFixed(rows, {}, (k) => (k === 'none' ? 'Sem kit' : k)));
    }
    case 'modalities': {
      const rows = await grouped(db, eventId, q, sql`m.name`, sql`join event_modalities em on em.id = s.event_modality_id join modalities m on m.id = em.modality_id`);
      return toDistribution(withFixed(rows, {}, (k) => k));
    }
    case 'origins':
      return toDistribution(withFixed(await grouped(db, eventId, q, sql`s.origin`), { ...PARTICIPANT_CHANNEL_LABELS }, (k) => k));
    case 'cities': {
      const rows = await grouped(db, eventId, q, sql`case when ci.id is null then 'none' else ci.name || ' - ' || st.uf end`, sql`${joinCustomer} left join cities ci on ci.id = c.city_id left join states st on st.id = ci.state_id`);
      const sorted = [...rows].sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
      const top = sorted.filter((r) => r.key !== 'none').slice(0, 10);
      const rest = sorted.filter((r) => !top.includes(r));
      const out = top.map((r) => ({ key: r.key, label: r.key, count: r.n }));
      const others = rest.filter((r) => r.key !== 'none').reduce((sum, r) => sum + r.n, 0);
      if (others) out.push({ key: 'others', label: 'Outras cidades', count: others });
      const none = rest.find((r) => r.key === 'none');
      if (none) out.push({ key: 'none', label: 'Não informada', count: none.n });
      return toDistribution(out);
    }
    case 'payment_methods': {
      const rows = await grouped(db, eventId, q, sql`coalesce(o.payment_method, 'none')`, sql`left join orders o on o.id = s.order_id`);
      return toDistribution(withFixed(rows, {}, (k) => (k === 'none' ? 'Sem pagamento' : ((PARTICIPANT_PAYMENT_METHOD_LABELS as Record<string, string>)[k] ?? k))));
    }
    case 'shirt_sizes': {
      const rows = await grouped(db, eventId, q, sql`coalesce(s.shirt_size, 'none')`);
      return toDistribution(withFixed(rows, { ...PARTICIPANT_SIZE_LABELS }, () => 'Não informado'));
    }
    case 'user_types': {
      const rows = await grouped(db, eventId, q, sql`c.user_kind`, joinCustomer);
      return toDistribution(withFixed(rows, {}, (k) => PARTICIPANT_USER_KIND_LABELS[k] ?? k));
    }
    default:
      throw new Error(`unknown dashboard section ${section}`);
  }
}
