import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED_DISABLED, instant, liveEventsCount, lockVersion, money, timestamps } from './columns.ts';
import { states } from './reference.ts';

/** Event categories (GET /v1/events/categories): Corrida de rua, Ciclismo, Triathlon… */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);

/**
 * GET /v1/event_types. The row with id 0 is special (§3: hours and donations apply); it is inserted by migration
 * 0003_required_rows with OVERRIDING SYSTEM VALUE, so the identity sequence (starting at 1) never produces it.
 */
export const eventTypes = pgTable('event_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  description: text(),
  status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
  ...timestamps,
});

/** GET /v1/events/branches. */
export const branches = pgTable('branches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
  ...timestamps,
});

/**
 * Organising companies (GET /v1/events/companies). Ids 1 and 2 are the platform's own companies (inserted by
 * migration 0003_required_rows) and are left out of the selectable list (§3): filter with `id not in (1, 2)`.
 */
export const companies = pgTable('companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  legalName: text(),
  cnpj: text(),
  email: text(),
  phone: text(),
  status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
  ...timestamps,
});

/** GET /v1/modality_types/ (Corrida, Caminhada, Ciclismo, Natação…). */
export const modalityTypes = pgTable('modality_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
});

/** /v1/modalities: 5 km, 10 km, 21 km, Kids… Soft-deleted (deleted_at) and restorable from /modalities/delete_list. */
export const modalities = pgTable(
  'modalities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    modalityTypeId: integer().references(() => modalityTypes.id),
    description: text(),
    distanceKm: numeric({ precision: 8, scale: 3, mode: 'number' }),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    deletedAt: instant(),
    eventsCount: liveEventsCount(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('modalities_name_idx').on(t.name)],
);

/** /v1/extras: products sold with a subscription (medal, shirt, photo pack…). Soft-deleted, restorable. */
export const extras = pgTable(
  'extras',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text(),
    price: money().notNull().default(0),
    photoUrl: text(),
    stock: integer().notNull().default(0),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    deletedAt: instant(),
    eventsCount: liveEventsCount(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('extras_name_idx').on(t.name)],
);

/** GET /v1/sponsor_types (Master, Ouro, Prata, Apoio…). */
export const sponsorTypes = pgTable('sponsor_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  priority: integer().notNull().default(0),
});

/** /v1/sponsors. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    sponsorTypeId: integer().references(() => sponsorTypes.id),
    logoUrl: text(),
    siteUrl: text(),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    eventsCount: liveEventsCount(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('sponsors_name_idx').on(t.name)],
);

/** /v2/ongs: NGOs that receive event donations. */
export const ongs = pgTable(
  'ongs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    cnpj: text().notNull(),
    description: text(),
    email: text(),
    phone: text(),
    siteUrl: text(),
    photoUrl: text(),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    eventsCount: liveEventsCount(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [uniqueIndex('ongs_cnpj_key').on(t.cnpj), index('ongs_name_idx').on(t.name)],
);

/** §3 ONG.ong_states: the states an NGO works in. */
export const ongStates = pgTable(
  'ong_states',
  {
    ongId: integer()
      .notNull()
      .references(() => ongs.id, { onDelete: 'cascade' }),
    stateId: integer()
      .notNull()
      .references(() => states.id),
  },
  (t) => [primaryKey({ columns: [t.ongId, t.stateId] })],
);

/** /v1/event_groups: a named, optionally public, collection of events (members in event_group_events). */
export const eventGroups = pgTable('event_groups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  description: text(),
  slug: text(),
  photoUrl: text(),
  publicVisibility: boolean().notNull().default(false),
  eventsCount: liveEventsCount(),
  lockVersion: lockVersion(),
  ...timestamps,
});
