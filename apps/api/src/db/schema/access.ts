import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Staff who sign in to the panel (§3 Admin user). Deleted users are kept (deleted_at) so the audit trail still names them. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    status: text({ enum: ['enabled', 'disabled'] }).notNull().default('enabled'),
    twoFactorEnabled: boolean().notNull().default(false),
    twoFactorSecret: text(),
    /** Last TOTP time step accepted: a code of this step or older is refused (replay). */
    twoFactorLastStep: bigint({ mode: 'number' }),
    /** Secret proposed during enrolment, confirmed by a code before it becomes twoFactorSecret. */
    twoFactorPendingSecret: text(),
    lastSignInAt: timestamp({ withTimezone: true }),
    lockVersion: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_active_key').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`)],
);

/** §6 named permission sets. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    lockVersion: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('profiles_name_key').on(sql`lower(${t.name})`)],
);

export const profilePermissions = pgTable(
  'profile_permissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    resource: text().notNull(),
    controllerPath: text(),
  },
  (t) => [uniqueIndex('profile_permissions_key').on(t.profileId, t.resource, t.action)],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] }), index('user_profiles_profile_idx').on(t.profileId)],
);

/** One signed-in device. The refresh token rotates on every use; a reused old one revokes the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in and two-factor attempt, for the per-account lock. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    ip: text(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_email_idx').on(t.email, t.createdAt)],
);

/** Single-use e-mailed links: password reset (1 hour) and invitation (7 days). Only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['password_reset', 'invitation'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash)],
);
