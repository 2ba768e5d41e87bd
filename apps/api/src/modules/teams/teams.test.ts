import { AREAS, cnpjFromBase, cpfFromBase, ITEMS_COUNT_HEADER, TEAM_MSG, TEAMS_CSV } from '@backoffice/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, customerAccessLog, customers, mailOutbox, subscriptions, teams } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertState, parseCsv } from '../../test/fixtures/catalogue.ts';
import { createDeskFixture } from '../../test/fixtures/withdraw-kits.ts';

let ctx: TestContext;
type Actor = Awaited<ReturnType<typeof actor>>;
let admin: Actor;
let reader: Actor;
const ids = {} as Record<'sp' | 'rj' | 'campinas' | 'niteroi' | 'pace' | 'aguias', number>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'teams']]);
  const { db } = ctx.database;
  ids.sp = await insertState(ctx, 'SP', 'São Paulo');
  ids.rj = await insertState(ctx, 'RJ', 'Rio de Janeiro');
  const [c1] = await db.insert(cities).values({ name: 'Campinas', stateId: ids.sp }).returning({ id: cities.id });
  const [c2] = await db.insert(cities).values({ name: 'Niterói', stateId: ids.rj }).returning({ id: cities.id });
  ids.campinas = c1!.id;
  ids.niteroi = c2!.id;
  const [account] = await db.insert(customers).values({ name: 'Conta Águias', email: 'conta@aguias.com.br', userKind: 'team', cpf: cpfFromBase('321654987') }).returning({ id: customers.id });
  const rows = await db
    .insert(teams)
    .values([
      { name: 'Pace Certo', cityId: ids.campinas, stateId: ids.sp, email: 'pace@equipe.com.br' },
      { name: 'Águias do Asfalto', cityId: ids.niteroi, stateId: ids.rj, customerId: account!.id, status: 'disabled' },
    ])
    .returning({ id: teams.id });
  [ids.pace, ids.aguias] = rows.map((r) => r.id) as [number, number];
  await db.update(customers).set({ teamId: ids.aguias }).where(eq(customers.id, account!.id));
});
afterAll(() => ctx.close());

const req = (who: Actor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => call(ctx, who.access_token, { method, url: `/api${url}`, payload });

describe('/v1/teams', () => {
  it('lists by name with filters (status, state, city, search without accents) and the total', async () => {
    const all = await req(reader, 'GET', '/v1/teams');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((t: { name: string }) => t.name).sort()).toEqual(['Pace Certo', 'Águias do Asfalto'].sort());
    expect(all.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(all.json().find((t: { id: number }) => t.id === ids.aguias)).toMatchObject({ team_attributes: { city_name: 'Niterói', state_uf: 'RJ' }, members_count: 1 });
    const ids_ = async (q: string) => (await req(reader, 'GET', `/v1/teams?${q}`)).json().map((t: { id: number }) => t.id);
    expect(await ids_('query=aguias')).toEqual([ids.aguias]);
    expect(await ids_('query=EQUIPE.com')).toEqual([ids.pace]);
    // name and e-mail are one stored key joined by a line break: a search never runs from the end of one into the other
    expect(await ids_(`query=${encodeURIComponent('certo pace')}`)).toEqual([]);
    // the name order ignores accents and case: Águias before Pace (a byte order would put Á after P)
    expect(await ids_('order=name')).toEqual([ids.aguias, ids.pace]);
    expect(await ids_('order=-name')).toEqual([ids.pace, ids.aguias]);
    expect(await ids_('status=disabled')).toEqual([ids.aguias]);
    expect(await ids_('state=sp')).toEqual([ids.pace]);
    expect(await ids_(`city_id=${ids.niteroi}`)).toEqual([ids.aguias]);
    expect((await req(reader, 'GET', '/v1/teams?status=on')).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'users']]);
    expect((await req(nobody, 'GET', '/v1/teams')).statusCode).toBe(403);
  });

  it('creates and edits with city/state checks (422 naming the field), 409 on a stale version, 404', async () => {
    const body = { name: 'Corre Junto', email: 'corre@junto.com.br', document: cnpjFromBase('998887770001'), phone: '(19) 99876-5432', team_attributes: { state_id: ids.sp, city_id: ids.campinas } };
    expect((await req(reader, 'POST', '/v1/teams', body)).statusCode).toBe(403);
    const wrongCity = await req(admin, 'POST', '/v1/teams', { ...body, team_attributes: { state_id: ids.rj, city_id: ids.campinas } });
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors[0]).toMatchObject({ field: 'team_attributes.city_id', message: TEAM_MSG.cityNotInState });
    const badDoc = await req(admin, 'POST', '/v1/teams', { ...body, document: '11222333000100' });
    expect(badDoc.json().errors[0]).toMatchObject({ field: 'document', message: TEAM_MSG.invalidDocument });
    const taken = await req(admin, 'POST', '/v1/teams', { ...body, name: 'pace certo' });
    expect(taken.json().errors[0]).toMatchObject({ field: 'name', message: TEAM_MSG.nameTaken });
    const created = await req(admin, 'POST', '/v1/teams', body);
    expect(created.statusCode).toBe(201);
    const t = created.json();
    expect(t).toMatchObject({ name: 'Corre Junto', phone: '19998765432', status: 'enabled', team_attributes: { city_id: ids.campinas, state_uf: 'SP' } });
    const edited = await req(admin, 'PUT', `/v1/teams/${t.id}`, { ...body, name: 'Corre Junto Campinas', lock_version: t.lock_version });
    expect(edited.json()).toMatchObject({ name: 'Corre Junto Campinas', lock_version: t.lock_version + 1 });
    // the search key follows the rename
    const found = await req(reader, 'GET', '/v1/teams?query=junto%20campinas');
    expect(found.json().map((x: { id: number }) => x.id)).toEqual([t.id]);
    expect((await req(admin, 'PUT', `/v1/teams/${t.id}`, { ...body, lock_version: t.lock_version })).statusCode).toBe(409);
    expect((await req(admin, 'PUT', '/v1/teams/999999', { ...body, lock_version: 0 })).statusCode).toBe(404);
    const entries = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, AREAS.teams.audit), eq(auditLog.entityId, String(t.id))));
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated']);
  });

  it('enables/disables, lists members, sends the reset e-mail to the team account and exports the CSV', async () => {
    expect((await req(admin, 'POST', `/v1/teams/${ids.aguias}/enable`)).json()).toMatchObject({ status: 'enabled' });
    expect((await req(reader, 'POST', `/v1/teams/${ids.aguias}/disable`)).statusCode).toBe(403);
    const members = await req(reader, 'GET', `/v1/teams/${ids.aguias}/members`);
    expect(members.json()).toEqual([expect.objectContaining({ name: 'Conta Águias', subscriptions_count: 0 })]);
    // A customer's e-mail is masked for a reader without 'unmask', in full for one with it.
    expect(members.json()[0].email).toMatch(/^.{1,2}\*\*\*@/);
    const unmasker = await actor(ctx, [['index', 'teams'], ['unmask', 'tf users']]);
    expect((await req(unmasker, 'GET', `/v1/teams/${ids.aguias}/members`)).json()[0].email).not.toContain('***');
    // The full e-mail is a view of the member's personal data: logged for the unmasker only (decision 0071).
    const seen = await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, members.json()[0].id));
    expect(seen.map((l) => [l.userId, l.kind, l.fields, l.details])).toEqual([[unmasker.id, 'search', ['name', 'email'], { team_id: ids.aguias, current_page: 0, per_page: 10 }]]);
    expect((await req(reader, 'GET', '/v1/teams/999999/members')).statusCode).toBe(404);
    expect((await req(unmasker, 'GET', '/v1/teams/999999/members')).statusCode).toBe(404);
    const outsider = await actor(ctx, [['unmask', 'tf users']]);
    expect((await req(outsider, 'GET', `/v1/teams/${ids.aguias}/members`)).statusCode).toBe(403);
    const sent = await req(admin, 'POST', `/v1/teams/${ids.aguias}/forgot_password`);
    expect(sent.json()).toEqual({ message: 'Email enviado' });
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'conta@aguias.com.br'))).toHaveLength(1);
    const none = await req(admin, 'POST', `/v1/teams/${ids.pace}/forgot_password`);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0].message).toBe(TEAM_MSG.noAccount);
    expect((await req(reader, 'GET', '/v1/report/teams.csv')).statusCode).toBe(403);
    const csv = await req(admin, 'GET', '/v1/report/teams.csv?state=RJ');
    expect(csv.headers['content-disposition']).toContain(TEAMS_CSV);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['ID', 'Nome', 'E-mail', 'CPF/CNPJ', 'Telefone', 'Cidade', 'UF', 'Membros', 'Status', 'Cadastrada em']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Águias do Asfalto']);
  });

  it('refuses to delete a team with subscriptions (409) and deletes one without', async () => {
    const desk = await createDeskFixture(ctx.database.db);
    await ctx.database.db.update(subscriptions).set({ teamId: ids.pace }).where(eq(subscriptions.id, desk.sub.paid));
    const refused = await req(admin, 'DELETE', `/v1/teams/${ids.pace}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(TEAM_MSG.inUse(1));
    expect((await req(reader, 'DELETE', `/v1/teams/${ids.aguias}`)).statusCode).toBe(403);
    expect((await req(admin, 'DELETE', `/v1/teams/${ids.aguias}`)).json()).toEqual({ message: TEAM_MSG.deleted });
    expect((await req(admin, 'GET', `/v1/teams/${ids.aguias}`)).statusCode).toBe(404);
  });
});

describe('members_count, kept by the customers triggers (decision 0111)', () => {
  const counted = async () => Object.fromEntries((await ctx.database.db.select({ id: teams.id, n: teams.membersCount }).from(teams)).map((t) => [t.id, t.n]));
  const actual = async () => {
    const live = await ctx.database.db.select({ teamId: customers.teamId }).from(customers).where(isNull(customers.deletedAt));
    const all = await ctx.database.db.select({ id: teams.id }).from(teams);
    return Object.fromEntries(all.map((t) => [t.id, live.filter((c) => c.teamId === t.id).length]));
  };

  it('equals the live members after every random insert, move, soft delete, restore and hard delete — single and multi-row', async () => {
    const { db } = ctx.database;
    const made = await db.insert(teams).values([{ name: 'Contagem A' }, { name: 'Contagem B' }, { name: 'Contagem C' }]).returning({ id: teams.id });
    const teamIds: (number | null)[] = [...made.map((t) => t.id), ids.pace, null];
    let seed = 20261129;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = <T>(list: readonly T[]) => list[random(list.length)]!;
    const mine: number[] = [];
    for (let step = 0; step < 60; step++) {
      const action = mine.length < 4 ? 0 : random(6);
      if (action === 0) {
        const rows = await db
          .insert(customers)
          .values(Array.from({ length: 1 + random(4) }, (_, i) => ({ name: `Membro ${step}-${i}`, email: `membro-${step}-${i}@contagem.local`, teamId: pick(teamIds), deletedAt: random(5) === 0 ? new Date() : null })))
          .returning({ id: customers.id });
        mine.push(...rows.map((r) => r.id));
      } else if (action === 1) {
        await db.update(customers).set({ teamId: pick(teamIds) }).where(eq(customers.id, pick(mine)));
      } else if (action === 2) {
        // one statement moving several customers between several teams
        await db.update(customers).set({ teamId: pick(teamIds) }).where(inArray(customers.id, [pick(mine), pick(mine), pick(mine)]));
      } else if (action === 3) {
        await db.update(customers).set({ deletedAt: random(2) ? new Date() : null }).where(eq(customers.id, pick(mine)));
      } else if (action === 4) {
        await db.update(customers).set({ name: `Renomeado ${step}` }).where(inArray(customers.id, mine));
      } else {
        const gone = pick(mine);
        await db.delete(customers).where(eq(customers.id, gone));
        mine.splice(mine.indexOf(gone), 1);
      }
      expect(await counted(), `after step ${step} (action ${action})`).toEqual(await actual());
    }
    // a team's deletion clears its members' team (the foreign key's update), and the other teams keep their counts
    await db.delete(teams).where(eq(teams.id, made[0]!.id));
    expect(await counted()).toEqual(await actual());
    const listed = await req(reader, 'GET', '/v1/teams?query=contagem');
    const expected = await actual();
    expect(listed.json().map((t: { id: number; members_count: number }) => [t.id, t.members_count])).toEqual(
      made.slice(1).map((t) => [t.id, expected[t.id]]),
    );
    expect(made.slice(1).some((t) => expected[t.id]! > 0)).toBe(true);
  });
});
