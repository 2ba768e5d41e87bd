import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

export const TEMPLATE_PATH = path.join(os.tmpdir(), `backoffice-test-template-${process.ppid}-${process.pid}.tar`);
const TEMPLATE_ENV = 'BACKOFFICE_TEST_TEMPLATE';
const SERVER_TEMPLATE_ENV = 'BACKOFFICE_TEST_SERVER_TEMPLATE';

export async function buildTemplate(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV] = TEMPLATE_PATH;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On a PostgreSQL server: one migrated template database; each test file's database is a copy of it (CREATE DATABASE …
 * TEMPLATE, 0.3 s instead of migrating in 0.8 s). Returns the teardown that drops it.
 */
export async function buildServerTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const name = `bo_test_template_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.env[SERVER_TEMPLATE_ENV] = name;
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or — when TEST_DATABASE_URL points
 * at a PostgreSQL server — a new database on it, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bo_test_${randomBytes(6).toString('hex')}`;
    const template = process.env[SERVER_TEMPLATE_ENV];
    await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 5 });
    if (!template) await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
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
