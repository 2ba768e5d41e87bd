import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const API_SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
export const SEED_CLI = path.join(REPO_ROOT, 'tools/seed/src/cli.ts');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
