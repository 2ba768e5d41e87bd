/**
 * node tools/seed/src/cli.ts <demo|bench> [--if-empty] [--seed N] [--today YYYY-MM-DD]
 * Opens the configured database (DATABASE_URL, else PGlite under DATA_DIR), migrates it and loads the data set.
 * --if-empty: do nothing when a seed already completed (the app_meta 'seed' row exists), so `npm start` can run it
 * every time. Without it, a seeded database is refused (load into a fresh DATA_DIR or database instead).
 */
import { loadConfig } from '@backoffice/api/config.ts';
import { openDatabase, pgliteDir } from '@backoffice/api/db/client.ts';
import { writeDemoImages } from './demo-images.ts';
import { formatReport, isSeeded, seedIfEmpty, type SeedSize } from './index.ts';

const USAGE = 'usage: node tools/seed/src/cli.ts <demo|bench> [--if-empty] [--seed N] [--today YYYY-MM-DD]';

async function main(argv: string[]): Promise<number> {
  const size = argv[0];
  if (size !== 'demo' && size !== 'bench') {
    console.error(USAGE);
    return 2;
  }
  const ifEmpty = argv.includes('--if-empty');
  const seedArg = argv.indexOf('--seed');
  const todayArg = argv.indexOf('--today');
  const seedValue = seedArg >= 0 ? Number(argv[seedArg + 1]) : undefined;
  const today = todayArg >= 0 ? argv[todayArg + 1] : undefined;
  if ((seedValue !== undefined && !Number.isInteger(seedValue)) || (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR), poolSize: 2 });
  try {
    await database.migrate();
    if (await isSeeded(database.db)) {
      if (ifEmpty) {
        console.log('seed: database already seeded, nothing to do (--if-empty)');
        return 0;
      }
      console.error('seed: this database was already seeded; use a fresh DATA_DIR / database, or --if-empty to skip');
      return 1;
    }
    const report = await seedIfEmpty(database.db, size as SeedSize, {
      ...(seedValue !== undefined ? { seed: seedValue } : {}),
      ...(today ? { today } : {}),
      log: (line) => console.log(`seed: ${line}`),
    });
    if (report) console.log(formatReport(report));
    // Local storage only: with S3 the API serves nothing from DATA_DIR/uploads.
    if (size === 'demo' && !config.S3_BUCKET) console.log(`seed: ${await writeDemoImages(database.db, config.DATA_DIR)} demo images in ${config.DATA_DIR}/uploads`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
