import { citiesQuery, countryOption, option, stateOption } from '@backoffice/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cities, countries, states } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { SIGNED_IN } from '../../plugins/access.ts';

const tags = ['Referência'];

/** §7 Reference: states, cities of a state, countries (lookups for every form; any signed-in user). */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/v1/cities/states',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Estados (UF)', response: { 200: z.array(stateOption) } } },
    async () => db.select({ id: states.id, name: states.name, uf: states.uf }).from(states).orderBy(asc(states.name)),
  );

  app.get(
    '/v1/cities',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Cidades de um estado (state = id ou UF)', querystring: citiesQuery, response: { 200: z.array(option) } } },
    async (request) => {
      const { state, query } = request.query;
      const [found] = await db
        .select({ id: states.id })
        .from(states)
        .where(/^\d+$/.test(state) ? eq(states.id, Number(state)) : or(eq(states.uf, state.toUpperCase()), sql`lower(${states.name}) = lower(${state})`));
      if (!found) throw notFound('Estado não encontrado.');
      return db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(
          and(
            eq(cities.stateId, found.id),
            query ? sql`public.f_unaccent(lower(${cities.name})) like public.f_unaccent(lower(${`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))` : undefined,
          ),
        )
        .orderBy(asc(cities.name));
    },
  );

  app.get(
    '/v1/countries',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Países', response: { 200: z.array(countryOption) } } },
    async () => {
      const rows = await db.select().from(countries).orderBy(asc(countries.name));
      return rows.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2, phone_code: c.phoneCode }));
    },
  );
};

export default referenceRoutes;
