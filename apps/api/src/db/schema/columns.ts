import { sql, type SQL } from 'drizzle-orm';
import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the domain schema files (not tables; not exported from index.ts).
 * Conventions (docs/domain-model.md): money is numeric(12,2) read as a JS number; percentages numeric(5,2);
 * instants are timestamptz; calendar dates are `date` read as 'YYYY-MM-DD' strings; clock times are 'HH:mm' text.
 */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const percent = () => numeric({ precision: 5, scale: 2, mode: 'number' });
export const instant = () => timestamp({ withTimezone: true });

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** A PostgreSQL 64-bit transaction id (xid8), read as its decimal text: ordered, so a change feed can ask "written since". */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** Optimistic concurrency: an update names the version it read; a mismatch answers 409 (MSG.conflict). */
export const lockVersion = () => integer().notNull().default(0);
/** Live events (deleted_at null) using a catalogue item, kept by triggers on its link table and on events (decision 0112). */
export const liveEventsCount = () => integer().notNull().default(0);

export const ENABLED_DISABLED = ['enabled', 'disabled'] as const;
export const ACTIVE_INACTIVE = ['active', 'inactive'] as const;
/** §9 kit / shirt sizes. */
export const SHIRT_SIZES = ['bl', 'g', 'gg', 'm', 'p'] as const;
/** §4 channels. */
export const CHANNELS = ['site', 'android', 'ios'] as const;
/** §3 discount types (gratuity is shown as 100%). */
export const DISCOUNT_TYPES = ['percentual', 'amount', 'gratuity'] as const;

/**
 * A stored search key over several text columns (decision 0144): each `f_unaccent(lower(…))`, joined by a line break,
 * which a typed search never holds, so "contains" on the key is "contains" on one of the columns.
 */
export const searchKeyOf = (...columns: string[]): SQL =>
  sql.raw(`public.f_unaccent(lower(${columns.map((c) => `coalesce(${c}, '')`).join(` || E'\\n' || `)}))`);
