import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** One command runs every unit and API test; each workspace is a project. */
export default defineConfig({
  test: {
    // Vitest's default for `run` is one worker less than the cores: one worker on the 2-core CI machine. Two use both
    // cores (unit pass 718 → 614 s, PostgreSQL pass 480 → 370 s on this machine); TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'lint-rules', include: ['tools/eslint-rules/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'docs', include: ['docs/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      ...(fs.existsSync('apps/web/vitest.config.ts') ? ['apps/web'] : []),
      ...(fs.existsSync('tools/seed/src') ? [{ test: { name: 'seed', include: ['tools/seed/src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, pool: 'forks' as const } }] : []),
    ],
  },
});
