import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { cities, states } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/database.ts';
import { foundBy, namesByKey } from './sql.ts';

describe('namesByKey (a list page’s names, read by key beside it)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ids: { sp: number; rj: number; santos: number; campinas: number; niteroi: number };

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    const [country] = await queryRows<{ id: number }>(db, sql`insert into countries (name, iso2) values ('Brasil de teste', 'XT') returning id`);
    const [sp] = await db.insert(states).values({ countryId: country!.id, name: 'São Paulo de teste', uf: 'XP', ibgeCode: 9901, region: 'Sudeste' }).returning();
    const [rj] = await db.insert(states).values({ countryId: country!.id, name: 'Rio de teste', uf: 'XR', ibgeCode: 9902, region: 'Sudeste' }).returning();
    const [santos, campinas, niteroi] = await db
      .insert(cities)
      .values([
        { stateId: sp!.id, name: 'Santos', ibgeCode: 3548500 },
        { stateId: sp!.id, name: 'Campinas', ibgeCode: null },
        { stateId: rj!.id, name: "Niterói d'Oeste", ibgeCode: 3303302 },
      ])
      .returning();
    ids = { sp: sp!.id, rj: rj!.id, santos: santos!.id, campinas: campinas!.id, niteroi: niteroi!.id };
  });
  afterAll(() => database.close());

  it('reads each table by its keys in one answer, every column as text, nulls as null', async () => {
    const found = await namesByKey(database.db, {
      city: { table: cities, columns: { name: cities.name, ibge: cities.ibgeCode, state: cities.stateId }, keys: [ids.santos, null, ids.campinas, ids.santos, ids.niteroi] },
      state: { table: states, columns: { uf: states.uf }, keys: [ids.rj] },
    });
    expect([...found.city.keys()].sort()).toEqual([ids.santos, ids.campinas, ids.niteroi].sort());
    expect(found.city.get(ids.santos)).toEqual({ name: 'Santos', ibge: '3548500', state: String(ids.sp) });
    expect(found.city.get(ids.campinas)).toEqual({ name: 'Campinas', ibge: null, state: String(ids.sp) });
    expect(found.city.get(ids.niteroi)?.name).toBe("Niterói d'Oeste");
    // the rows of one table never land in another's map, though their ids may be equal
    expect([...found.state.entries()]).toEqual([[ids.rj, { uf: 'XR' }]]);
  });

  it('answers each call for its own keys, whether its shape was seen before or not', async () => {
    const cityNames = (keys: number[]) => namesByKey(database.db, { city: { table: cities, columns: { name: cities.name }, keys } });
    expect([...(await cityNames([ids.santos])).city.values()]).toEqual([{ name: 'Santos' }]);
    expect([...(await cityNames([ids.campinas, ids.niteroi])).city.keys()].sort()).toEqual([ids.campinas, ids.niteroi].sort());
    // same table, other columns: another statement
    const byIbge = await namesByKey(database.db, { city: { table: cities, columns: { ibge: cities.ibgeCode }, keys: [ids.santos] } });
    expect(byIbge.city.get(ids.santos)).toEqual({ ibge: '3548500' });
    // same tables in another order: each kind keeps its own rows
    const swapped = await namesByKey(database.db, {
      state: { table: states, columns: { uf: states.uf }, keys: [ids.sp] },
      city: { table: cities, columns: { name: cities.name }, keys: [ids.niteroi] },
    });
    expect([[...swapped.state.values()], [...swapped.city.values()]]).toEqual([[{ uf: 'XP' }], [{ name: "Niterói d'Oeste" }]]);
  });

  it('keys that match nothing are absent; all-null keys give empty maps', async () => {
    const missing = await namesByKey(database.db, { city: { table: cities, columns: { name: cities.name }, keys: [2_000_000_000] } });
    expect(missing.city.size).toBe(0);
    const none = await namesByKey(database.db, { city: { table: cities, columns: { name: cities.name }, keys: [null, null] }, state: { table: states, columns: { uf: states.uf }, keys: [] } });
    expect(none.city.size + none.state.size).toBe(0);
    expect(foundBy(none.city, null)).toBeUndefined();
  });
});
