import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { queryRows, type Database } from './client.ts';

/**
 * Property test of the catalogue items' `events_count` (decision 0112, migration 0057): random link inserts, moves and
 * deletes — alone and in multi-row statements — and events soft-deleted, restored and hard-deleted; after every step
 * each item's count equals the live events linking to it, counted here with a plain GROUP BY.
 */
const RUNS = Number(process.env.CATALOGUE_COUNT_RUNS ?? 20);

/** Each catalogue table, its link table and the link's column naming the item. */
const KINDS = [
  { items: 'extras', link: 'event_extras', key: 'extra_id', unique: true },
  { items: 'modalities', link: 'event_modalities', key: 'modality_id', unique: false },
  { items: 'sponsors', link: 'event_sponsors', key: 'sponsor_id', unique: true },
  { items: 'ongs', link: 'event_ongs', key: 'ong_id', unique: true },
  { items: 'event_groups', link: 'event_group_events', key: 'event_group_id', unique: true },
] as const;

let database: Database;
let slug = 0;
const items = new Map<string, number[]>();

const exec = (text: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(text));
const one = <T>(list: readonly T[], i: number) => list[Math.abs(i) % list.length]!;
const newEvent = async () => Number((await exec(`INSERT INTO events (name, slug, event_date) VALUES ('Evento ${++slug}', 'contagem-${slug}', '2026-05-10') RETURNING id`))[0]!['id']);
const eventIds = async () => (await exec('SELECT id FROM events ORDER BY id')).map((r) => Number(r['id']));

beforeAll(async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 4; i++) await newEvent();
  for (const kind of KINDS) {
    const values = [1, 2, 3].map((n) => (kind.items === 'ongs' ? `('ONG ${n}', '0000000000000${n}')` : `('Item ${n}')`)).join(', ');
    const columns = kind.items === 'ongs' ? '(name, cnpj)' : '(name)';
    items.set(kind.items, (await exec(`INSERT INTO ${kind.items} ${columns} VALUES ${values} RETURNING id`)).map((r) => Number(r['id'])));
  }
});
afterAll(() => database.close());

/** Every item whose kept count differs from the naive one, with both figures. */
async function mismatches(): Promise<Record<string, unknown>[]> {
  const checks = KINDS.map(
    (k) => `SELECT '${k.items}' AS items, x.id, x.events_count AS kept, coalesce(n.n, 0) AS naive FROM ${k.items} x
            LEFT JOIN (SELECT l.${k.key} AS id, count(DISTINCT l.event_id)::int AS n FROM ${k.link} l JOIN events e ON e.id = l.event_id
                       WHERE e.deleted_at IS NULL GROUP BY 1) n ON n.id = x.id
            WHERE x.events_count <> coalesce(n.n, 0)`,
  );
  return exec(checks.join(' UNION ALL '));
}

const step = fc.record({
  op: fc.constantFrom('link', 'link_many', 'move_item', 'move_event', 'unlink', 'unlink_event', 'soft_delete', 'restore', 'soft_delete_many', 'hard_delete'),
  pick: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
});

async function apply(s: { op: string; pick: number[] }): Promise<void> {
  const [a, b, c, d] = s.pick as [number, number, number, number];
  const kind = one(KINDS, a);
  const pool = items.get(kind.items)!;
  const events = await eventIds();
  const event = one(events, b);
  const item = one(pool, c);
  // a unique link table refuses a second link of the pair: the statement fails whole, as the API would see it
  const attempt = async (text: string) => {
    try {
      await exec(text);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' && (error as { cause?: { code?: string } }).cause?.code !== '23505') throw error;
    }
  };
  switch (s.op) {
    case 'link':
      return attempt(`INSERT INTO ${kind.link} (event_id, ${kind.key}) VALUES (${event}, ${item})`);
    case 'link_many':
      return attempt(`INSERT INTO ${kind.link} (event_id, ${kind.key}) VALUES (${event}, ${item}), (${one(events, d)}, ${item}), (${event}, ${one(pool, d)})`);
    case 'move_item':
      return attempt(`UPDATE ${kind.link} SET ${kind.key} = ${one(pool, d)} WHERE event_id = ${event} AND ${kind.key} = ${item}`);
    case 'move_event':
      return attempt(`UPDATE ${kind.link} SET event_id = ${one(events, d)} WHERE ${kind.key} = ${item}`);
    case 'unlink':
      return void (await exec(`DELETE FROM ${kind.link} WHERE event_id = ${event} AND ${kind.key} = ${item}`));
    case 'unlink_event':
      return void (await exec(`DELETE FROM ${kind.link} WHERE event_id = ${event}`));
    case 'soft_delete':
      return void (await exec(`UPDATE events SET deleted_at = now() WHERE id = ${event}`));
    case 'restore':
      return void (await exec(`UPDATE events SET deleted_at = NULL WHERE id = ${event}`));
    case 'soft_delete_many':
      return void (await exec(`UPDATE events SET deleted_at = CASE WHEN id % 2 = ${d % 2} THEN now() ELSE NULL END WHERE id IN (${event}, ${one(events, d)})`));
    default:
      // a hard delete (live or soft-deleted event) takes its links with it; a new event keeps the pool at four
      await exec(`DELETE FROM events WHERE id = ${event}`);
      await newEvent();
  }
}

describe('catalogue items’ events_count (decision 0112)', () => {
  it('equals the live events linking to each item after every random change', async () => {
    const counted = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        // each run starts with every event live again: one statement restoring several events
        await exec('UPDATE events SET deleted_at = NULL WHERE deleted_at IS NOT NULL');
        expect(await mismatches()).toEqual([]);
        // one link per table first, so every run counts something in each (20 random runs once left sponsors at zero)
        const linkEach = KINDS.map((_k, i) => ({ op: 'link', pick: [i, 0, 0, 0] }));
        for (const s of [...linkEach, ...steps]) {
          await apply(s);
          expect(await mismatches(), `after ${JSON.stringify(s)}`).toEqual([]);
          const some = await exec(KINDS.map((k) => `SELECT '${k.items}' AS items FROM ${k.items} WHERE events_count > 0`).join(' UNION '));
          for (const r of some) counted.add(String(r['items']));
        }
      }),
      { numRuns: RUNS },
    );
    // the runs reached counted items in every table, not only the zeros a missing trigger would also keep
    expect([...counted].sort()).toEqual(KINDS.map((k) => k.items).sort());
  });

  it('counts an event once for an item it lists twice, until its last link goes', async () => {
    const [event] = await eventIds();
    await exec(`UPDATE events SET deleted_at = NULL WHERE id = ${event}`);
    const modality = items.get('modalities')![0]!;
    await exec(`DELETE FROM event_modalities WHERE modality_id = ${modality}`);
    const kept = async () => Number((await exec(`SELECT events_count FROM modalities WHERE id = ${modality}`))[0]!['events_count']);
    await exec(`INSERT INTO event_modalities (event_id, modality_id) VALUES (${event}, ${modality}), (${event}, ${modality})`);
    expect(await kept()).toBe(1);
    await exec(`DELETE FROM event_modalities WHERE id = (SELECT min(id) FROM event_modalities WHERE modality_id = ${modality})`);
    expect(await kept()).toBe(1);
    await exec(`DELETE FROM event_modalities WHERE modality_id = ${modality}`);
    expect(await kept()).toBe(0);
  });
});
