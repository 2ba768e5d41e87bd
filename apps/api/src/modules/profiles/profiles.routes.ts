import {
  ACTION_LABELS,
  MSG,
  isResource,
  RESOURCES,
  can,
  idParams,
  isFullAccessProfile,
  okBody,
  permissionAction,
  permissionActionsQuery,
  permissionResource,
  profile,
  profileBody,
  profilesListQuery,
} from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profiles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { findProfile, grantList, listProfiles, nameTaken, replacePermissions } from './profiles.repository.ts';

const tags = ['Perfis e permissões'];
const resourceNames = Object.keys(RESOURCES);

/** §6/§7 Profiles: named permission sets, and the catalogue of resources and actions they are made of. */
const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireProfile(id: number) {
    const found = await findProfile(db, id);
    if (!found) throw notFound('Perfil não encontrado.');
    return found;
  }

  app.get(
    '/v1/profiles',
    { config: { access: permit('index', 'profiles') }, schema: { tags, summary: 'Listar perfis', querystring: profilesListQuery, response: { 200: z.array(profile) } } },
    async (request, reply) => {
      const { items, total } = await listProfiles(db, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v1/profiles/:id',
    {
      // The panel loads the signed-in user's own profiles after sign-in (§7), so those need no profiles permission.
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Ver perfil (os próprios perfis, ou qualquer um com permissão de perfis)', params: idParams, response: { 200: profile } },
    },
    async (request) => {
      const auth = authOf(request);
      const own = auth.profiles.some((p) => p.id === request.params.id);
      if (!own && !can(auth.grants, 'index', 'profiles')) throw forbidden();
      return requireProfile(request.params.id);
    },
  );

  app.post(
    '/v1/profiles',
    { config: { access: permit('create', 'profiles') }, schema: { tags, summary: 'Cadastrar perfil', body: profileBody, response: { 201: profile } } },
    async (request, reply) => {
      const body = request.body;
      if (await nameTaken(db, body.name)) throw invalid('name', 'Já existe um perfil com este nome.');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(profiles).values({ name: body.name }).returning();
        await replacePermissions(tx, row!.id, body.permissions);
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'profiles', entityId: row!.id, after: { name: body.name, permissions: grantList(body.permissions) } });
        return row!.id;
      });
      return reply.code(201).send(await requireProfile(id));
    },
  );

  app.put(
    '/v1/profiles/:id',
    { config: { access: permit('update', 'profiles') }, schema: { tags, summary: 'Editar perfil', params: idParams, body: profileBody, response: { 200: profile } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const current = await requireProfile(id);
      if (body.lock_version === undefined) throw invalid('lock_version', 'Informe a versão do registro (lock_version).');
      if (body.lock_version !== current.lock_version) throw conflict();
      if (isFullAccessProfile(current.name) && body.name !== current.name) throw invalid('name', `O perfil ${current.name} não pode ser renomeado.`);
      if (await nameTaken(db, body.name, id)) throw invalid('name', 'Já existe um perfil com este nome.');
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(profiles)
          .set({ name: body.name, lockVersion: current.lock_version + 1, updatedAt: new Date() })
          .where(and(eq(profiles.id, id), eq(profiles.lockVersion, current.lock_version)))
          .returning({ id: profiles.id });
        if (updated.length === 0) throw conflict();
        await replacePermissions(tx, id, body.permissions);
        await recordAudit(tx, actorOf(request), {
          action: 'updated',
          entityType: 'profiles',
          entityId: id,
          before: { name: current.name, permissions: grantList(current.permissions) },
          after: { name: body.name, permissions: grantList(body.permissions) },
        });
      });
      app.authCache.clear(); // every holder of the profile; edits are rare
      return requireProfile(id);
    },
  );

  app.delete(
    '/v1/profiles/:id',
    { config: { access: permit('destroy', 'profiles') }, schema: { tags, summary: 'Excluir perfil (somente sem usuários)', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const current = await requireProfile(request.params.id);
      if (isFullAccessProfile(current.name)) throw invalid('id', `O perfil ${current.name} não pode ser excluído.`);
      if (current.users_count > 0) throw invalid('id', `Este perfil está em uso por ${current.users_count} usuário(s). Troque o perfil deles antes de excluir.`);
      await db.transaction(async (tx) => {
        await tx.delete(profiles).where(eq(profiles.id, current.id));
        await recordAudit(tx, actorOf(request), { action: 'deleted', entityType: 'profiles', entityId: current.id, before: { name: current.name, permissions: grantList(current.permissions) } });
      });
      app.authCache.clear();
      return { message: MSG.profileDeleted };
    },
  );

  app.get(
    '/v1/permissions/resources',
    { config: { access: permit('index', 'profiles') }, schema: { tags, summary: 'Recursos disponíveis para permissões', response: { 200: z.array(permissionResource) } } },
    async () => resourceNames.map((name, i) => ({ id: i + 1, name, label: RESOURCES[name as keyof typeof RESOURCES].label })),
  );

  app.get(
    '/v1/permissions/actions',
    {
      config: { access: permit('index', 'profiles') },
      schema: { tags, summary: 'Ações disponíveis de um recurso', querystring: permissionActionsQuery, response: { 200: z.array(permissionAction) } },
    },
    async (request) => {
      // isResource checks own keys: `__proto__` or `constructor` would find what every object inherits
      const name = request.query.resource;
      if (!isResource(name)) throw notFound('Recurso desconhecido.');
      const resource = RESOURCES[name];
      return resource.actions.map((name, i) => ({ id: i + 1, name, label: ACTION_LABELS[name] ?? name }));
    },
  );
};

export default profilesRoutes;
