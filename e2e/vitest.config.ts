import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser tests against the real server and the built panel (run through `npm run test -w @backoffice/e2e`,
 * which builds the panel and checks Chromium first). One server and one Chromium for the whole run; files run one
 * after the other (2-core CI machines).
 */
export default defineConfig({
  root: E2E_DIR,
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
