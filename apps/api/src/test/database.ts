import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

export const TEMPLATE_PATH = path.join(os.tmpdir(), `backoffice-test-template-${process.ppid}-${process.pid}.tar`);
const TEMPLATE_ENV = 'BACKOFFICE_TEST_TEMPLATE';

export async function buildTemplate(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV] = TEMPLATE_PATH;
}

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or — when TEST_DATABASE_URL points
 * at a PostgreSQL server — a new database on it, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 5 });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const templatePath = process.env[TEMPLATE_ENV] ?? TEMPLATE_PATH;
  if (!fs.existsSync(templatePath)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(templatePath)]) });
}
