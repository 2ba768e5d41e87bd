import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TEST_WORKERS } from './vitest.workers.ts';

/**
 * The two longest files (about 100 s each in CI) start first. A fresh clone has no Vitest timing cache, so Vitest
 * orders by file size and multi-process.test (PostgreSQL pass) started last and ran alone on one core for 90 s. Only
 * these two: putting every slow file first made them run together and slowed each (unit pass 589 → 655 s).
 */
const SLOW_FILES = ['apps/api/src/fuzz.test.ts', 'apps/api/src/multi-process.test.ts'];

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = SLOW_FILES.findIndex((f) => spec.moduleId.endsWith(f));
      return i === -1 ? SLOW_FILES.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** One command runs every unit and API test; each workspace is a project. */
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    sequence: { sequencer: SlowFilesFirst },
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
