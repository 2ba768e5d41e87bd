import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-05-10';

describe('seed CLI', () => {
  it('seeds once with --if-empty, and a second run adds nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    // the repository's Node 24 (type stripping), whatever Node runs the test runner
    const repoNode = path.resolve(import.meta.dirname, '../../../node_modules/.bin/node');
    const node = fs.existsSync(repoNode) ? repoNode : process.execPath;
    const run = () => promisify(execFile)(node, [path.join(import.meta.dirname, 'cli.ts'), 'demo', '--if-empty', '--today', TODAY], { env });
    try {
      const first = await run();
      expect(first.stdout).toContain('seed demo');
      const second = await run();
      expect(second.stdout).toContain('nothing to do');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
