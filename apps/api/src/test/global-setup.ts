import fs from 'node:fs';
import { TEMPLATE_PATH, buildServerTemplate, buildTemplate } from './database.ts';

/**
 * Migrates one database and every test file starts from a copy: a PGlite dump (0.3 s instead of 2.5 s cold), or a
 * template database on the PostgreSQL server of TEST_DATABASE_URL (0.3 s instead of 0.8 s).
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return buildServerTemplate(process.env.TEST_DATABASE_URL);
  await buildTemplate();
  return () => fs.rmSync(TEMPLATE_PATH, { force: true });
}
