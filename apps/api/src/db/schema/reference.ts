import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** GET /v1/countries. */
export const countries = pgTable(
  'countries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** ISO 3166-1 alpha-2. */
    iso2: text().notNull(),
    phoneCode: text(),
  },
  (t) => [uniqueIndex('countries_iso2_key').on(t.iso2)],
);

export const REGIONS = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;

/** The 27 federative units (GET /v1/cities/states). `ibge_code` is the 2-digit IBGE UF code. */
export const states = pgTable(
  'states',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    uf: text().notNull(),
    ibgeCode: integer().notNull(),
    region: text({ enum: REGIONS }).notNull(),
  },
  (t) => [uniqueIndex('states_uf_key').on(t.uf), uniqueIndex('states_ibge_code_key').on(t.ibgeCode)],
);

/** Municipalities (GET /v1/cities/?state=). `ibge_code` is the 7-digit IBGE municipality code. */
export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    name: text().notNull(),
    ibgeCode: integer(),
    capital: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('cities_ibge_code_key').on(t.ibgeCode),
    index('cities_state_name_idx').on(t.stateId, t.name),
    index('cities_name_trgm_idx').using('gin', sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);
