import fs from 'node:fs';
import { TEMPLATE_PATH, buildTemplate } from './database.ts';

/** Migrates one PGlite database and dumps it; every test file starts from a copy (0.3 s instead of 2.5 s cold). */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  await buildTemplate();
  return () => fs.rmSync(TEMPLATE_PATH, { force: true });
}
