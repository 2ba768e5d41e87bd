// The static checks — tsc on each TypeScript project, and eslint — run side by side, as many at a time as the machine
// has cores (each is single-threaded: one after another they took ~100 s on the 2-core CI machine). Each check's
// output is printed whole when it ends; the exit code is non-zero when any failed.
//   node scripts/check.mjs            type-check every project, then lint (the test command's first step)
//   node scripts/check.mjs typecheck  type-check only
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-web.mjs';

const PROJECTS = ['apps/api', 'tools/seed', 'bench', 'apps/web', 'e2e', 'packages/contract'];
const tasks = PROJECTS.map((p) => ({ name: `tsc -p ${p}`, cmd: 'tsc', args: ['-p', p] }));
if (process.argv[2] !== 'typecheck') tasks.push({ name: 'eslint', cmd: 'eslint', args: ['--max-warnings=0', '.'] });

function run(task) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', task.cmd), task.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => resolve({ task, ok: false, output: String(err), seconds: 0 }));
    child.on('close', (code) => resolve({ task, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = [...tasks];
const failed = [];
async function worker() {
  for (let task = queue.shift(); task; task = queue.shift()) {
    const result = await run(task);
    console.log(`${result.ok ? '✓' : '✗'} ${task.name} (${result.seconds.toFixed(1)} s)`);
    if (!result.ok) {
      failed.push(task.name);
      process.stdout.write(result.output);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(tasks.length, Math.max(2, os.availableParallelism())) }, worker));
if (failed.length) {
  console.error(`Falhou: ${failed.join(', ')}`);
  process.exit(1);
}
