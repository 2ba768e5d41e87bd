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
import { eventRevenue } from '../finance/finance.repository.ts';

/** Subscriptions counted by the charts: every one not cancelled or rejected (the breakdowns hold only these). */
const COUNTED = sql`r.status not in ('cancelled', 'rejected')`;

/** The date window on a rollup's calendar day (São Paulo), both ends inclusive. */
function period(q: DashboardQuery): SQL {
  const parts: SQL[] = [];
  if (q.start_date) parts.push(sql`r.day >= ${q.start_date}::date`);
  if (q.end_date) parts.push(sql`r.day <= ${q.end_date}::date`);
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

/**
 * One breakdown of the event's counted subscriptions in the window, summed from the daily rollups the writes keep
 * (subscription_daily_breakdowns, decision 0043): a few hundred rows whatever the event's size. `label` maps a key to
 * what the chart shows, joined here because names can change after the subscription was counted.
 */
async function grouped(db: Db, eventId: number, q: DashboardQuery, dimension: string, label: { expr: SQL; joins: SQL } | null = null): Promise<{ key: string; n: number }[]> {
  // without a date window, the sums over every day (decision 0108): one row per key instead of one per key and day
  const windowed = Boolean(q.start_date || q.end_date);
  const perKey = windowed
    ? sql`select r.key, sum(r.subscriptions) as n from subscription_daily_breakdowns r
          where r.event_id = ${eventId} and r.dimension = ${dimension} ${period(q)} group by r.key having sum(r.subscriptions) <> 0`
    : sql`select r.key, r.subscriptions as n from subscription_breakdowns r where r.event_id = ${eventId} and r.dimension = ${dimension} and r.subscriptions <> 0`;
  const rows = await queryRows<{ key: string | null; n: number }>(
    db,
    sql`select ${label ? label.expr : sql`g.key`} as key, sum(g.n)::int as n
        from (${perKey}) g
        ${label ? label.joins : sql``}
        group by 1`,
  );
  return rows.map((r) => ({ key: r.key ?? 'none', n: Number(r.n) }));
}

export async function dashboardSummary(db: Db, event: { id: number; name: string; eventDate: string | null; subscriptionsLimit: number | null; subscriptionsGoal: number | null }, q: DashboardQuery): Promise<DashboardSummary> {
  const [byStatus, [extra], sales] = await Promise.all([
    queryRows<{ status: string; n: number; amount: string; chest: number }>(
      db,
      sql`select r.status, sum(r.subscriptions)::int as n, sum(r.amount) as amount, sum(r.chest_numbers)::int as chest
          from subscription_daily_counts r where r.event_id = ${event.id} ${period(q)} group by 1`,
    ),
    queryRows<{ results: number }>(db, sql`select count(*)::int as results from results r where r.event_id = ${event.id}`),
    // money figures: the sales definition shared with the sales and tax reports (decision 0055)
    eventRevenue(db, event.id, q),
  ]);
  const statusMap = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  for (const r of byStatus) statusMap[r.status] = Number(r.n);
  const total = statusMap.approved! + statusMap.pending! + statusMap.reserved!;
  const chest = byStatus.filter((r) => r.status !== 'cancelled' && r.status !== 'rejected').reduce((sum, r) => sum + Number(r.chest), 0);
  return {
    event_id: event.id,
    event_name: event.name,
    event_date: event.eventDate,
    start_date: q.start_date ?? null,
    end_date: q.end_date ?? null,
    total,
    by_status: statusMap,
    revenue: sales.total,
    average_ticket: sales.average_ticket,
    subscriptions_limit: event.subscriptionsLimit,
    subscriptions_goal: event.subscriptionsGoal,
    chest_numbers_assigned: chest,
    results_imported: Number(extra?.results ?? 0),
  };
}

export async function subscriptionsTimeline(db: Db, eventId: number, q: DashboardQuery): Promise<SubscriptionsTimeline> {
  const rows = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(r.day, 'YYYY-MM-DD') as day, sum(r.subscriptions)::int as n
        from subscription_daily_counts r where r.event_id = ${eventId} and ${COUNTED} ${period(q)}
        group by 1 having sum(r.subscriptions) <> 0 order by 1`,
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

/**
 * One distribution of the event's counted subscriptions. The modality joins name the event: without it the planner,
 * expecting hundreds of keys, hashed every event's modalities (4,265 rows on the bench set) for the 4 it needed.
 */
export async function dashboardDistribution(db: Db, eventId: number, section: string, q: DashboardQuery): Promise<Distribution> {
  switch (section) {
    case 'subscription_types':
      return toDistribution(withFixed(await grouped(db, eventId, q, 'price_type'), { ...PARTICIPANT_PRICE_TYPE_LABELS }, (k) => k));
    case 'ages':
      // Age on the event day (on the subscription's day while the event has no date).
      return toDistribution(withFixed(await grouped(db, eventId, q, 'age'), AGE_BUCKETS, () => 'Não informada'));
    case 'genders':
      return toDistribution(withFixed(await grouped(db, eventId, q, 'gender'), { male: 'Masculino', female: 'Feminino' }, () => 'Não informado'));
    case 'kits': {
      const rows = await grouped(db, eventId, q, 'event_modality', { expr: sql`coalesce(k.name, 'none')`, joins: sql`left join event_modalities em on em.id = g.key::int and em.event_id = ${eventId} left join kits k on k.id = em.kit_id` });
      return toDistribution(withFixed(rows, {}, (k) => (k === 'none' ? 'Sem kit' : k)));
    }
    case 'modalities': {
      const rows = await grouped(db, eventId, q, 'event_modality', { expr: sql`m.name`, joins: sql`join event_modalities em on em.id = g.key::int and em.event_id = ${eventId} join modalities m on m.id = em.modality_id` });
      return toDistribution(withFixed(rows, {}, (k) => k));
    }
    case 'origins':
      return toDistribution(withFixed(await grouped(db, eventId, q, 'origin'), { ...PARTICIPANT_CHANNEL_LABELS }, (k) => k));
    case 'cities': {
      const rows = await grouped(db, eventId, q, 'city', {
        expr: sql`case when ci.id is null then 'none' else ci.name || ' - ' || st.uf end`,
        joins: sql`left join cities ci on g.key <> 'none' and ci.id = g.key::int left join states st on st.id = ci.state_id`,
      });
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
      const rows = await grouped(db, eventId, q, 'payment_method');
      return toDistribution(withFixed(rows, {}, (k) => (k === 'none' ? 'Sem pagamento' : ((PARTICIPANT_PAYMENT_METHOD_LABELS as Record<string, string>)[k] ?? k))));
    }
    case 'shirt_sizes': {
      const rows = await grouped(db, eventId, q, 'shirt_size');
      return toDistribution(withFixed(rows, { ...PARTICIPANT_SIZE_LABELS }, () => 'Não informado'));
    }
    case 'user_types': {
      const rows = await grouped(db, eventId, q, 'user_kind');
      return toDistribution(withFixed(rows, {}, (k) => PARTICIPANT_USER_KIND_LABELS[k] ?? k));
    }
    default:
      throw new Error(`unknown dashboard section ${section}`);
  }
}
