import os from 'node:os';

/**
 * Workers for every unit project. Vitest's default for `run` is one worker less than the cores: one worker on the 2-core
 * CI machine. Two use both cores (unit pass 718 → 614 s, PostgreSQL pass 480 → 370 s on this machine); TEST_WORKERS
 * overrides. Projects of one run must agree on it: Vitest runs projects with the same group order together.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() - 1);
