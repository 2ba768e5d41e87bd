import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file still runs in its own VM context, but a worker builds jsdom once instead of once per file: the web
    // project went from 108 s to 21 s on the 2-core machine (46 files; jsdom setup was 45 % of its time).
    pool: 'vmThreads',
    // VM contexts keep their modules until the worker is recycled; 2 GB per worker holds the whole project.
    vmMemoryLimit: '2GB',
    // as many as the other projects (vitest.workers.ts): with fewer, the run refuses to start; before vmThreads the web
    // files ran alone, one at a time, after every other project
    maxWorkers: TEST_WORKERS,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
  },
});
