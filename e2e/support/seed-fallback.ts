/**
 * Minimal demo seed used by the e2e global setup ONLY while tools/seed/src/cli.ts (the real `demo` seed) does not
 * exist yet: the three demo accounts of apps/api/src/demo-accounts.ts and their two profiles.
 *
 *   DATA_DIR=/tmp/x node e2e/support/seed-fallback.ts
 *
 * Runs before the server starts (PGlite is single-process).
 */
import { controllerPathOf } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@backoffice/api/config.ts';
import { openDatabase, pgliteDir } from '@backoffice/api/db/client.ts';
import { profilePermissions, profiles, userProfiles, users } from '@backoffice/api/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '@backoffice/api/demo-accounts.ts';
import { hashPassword } from '@backoffice/api/lib/passwords.ts';

/** 'Eventos (somente leitura)': may open the events pages, nothing else. */
const READ_ONLY_EVENTS_GRANTS = [{ action: 'index', resource: 'events' }];

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
try {
  await database.migrate();
  const { db } = database;
  const profileIds = new Map<string, number>();
  for (const name of new Set(DEMO_ACCOUNTS.map((a) => a.profile))) {
    const existing = await db.query.profiles.findFirst({ where: eq(profiles.name, name) });
    let id = existing?.id;
    if (!id) {
      const [row] = await db.insert(profiles).values({ name }).returning({ id: profiles.id });
      id = row!.id;
      if (name !== 'Master') {
        await db.insert(profilePermissions).values(READ_ONLY_EVENTS_GRANTS.map((g) => ({ profileId: id!, ...g, controllerPath: controllerPathOf(g.resource) })));
      }
    }
    profileIds.set(name, id);
  }
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query.users.findFirst({ where: eq(users.email, account.email) });
    if (existing) continue;
    const [row] = await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        twoFactorEnabled: Boolean(account.twoFactorSecret),
        twoFactorSecret: account.twoFactorSecret,
      })
      .returning({ id: users.id });
    await db.insert(userProfiles).values({ userId: row!.id, profileId: profileIds.get(account.profile)! });
  }
  console.log(`seed-fallback: ${DEMO_ACCOUNTS.length} contas de demonstração em ${config.DATA_DIR}`);
} finally {
  await database.close();
}
