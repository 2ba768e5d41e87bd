import { AREAS, cnpjFromBase, cpfFromBase, ITEMS_COUNT_HEADER, TEAM_MSG, TEAMS_CSV } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
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
