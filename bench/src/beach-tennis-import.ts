/**
 * `node --experimental-strip-types bench/src/beach-tennis-import.ts [lines]` — time and lines/s of the beach-tennis
 * import (issue 16) on a fresh PGlite app: a tournament of 10 categories × 2 modalities, a CSV of `lines` entries
 * (pairs of new customers), the dry run through the API and the all-or-nothing import job until it completes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { importJobs } from '../../apps/api/src/db/schema/index.ts';
import { actor, call, createTestApp } from '../../apps/api/src/test/app.ts';
import { putUpload } from '../../apps/api/src/test/fixtures/import-files.ts';

const LINES = Number(process.argv[2]) || 5000;
const CATS = 10;
const MODS = 2;

function cpfOf(n: number): string {
  const d = String(100_000_000 + n).slice(-9).split('').map(Number);
  for (const k of [9, 10]) d.push(((d.slice(0, k).reduce((s, x, i) => s + x * (k + 1 - i), 0) * 10) % 11) % 10);
  return d.join('');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-beach-tennis-'));
const ctx = await createTestApp({ DATA_DIR: dataDir });
try {
  const admin = await actor(ctx, 'Master');
  const perSlot = Math.ceil(LINES / (CATS * MODS));
  const categories = Array.from({ length: CATS }, (_, i) => ({ key: `c${i}`, name: `Categoria ${i + 1}` }));
  const modalities = Array.from({ length: MODS }, (_, i) => ({ key: `m${i}`, name: `Modalidade ${i + 1}` }));
  const created = await call(ctx, admin.access_token, {
    method: 'POST',
    url: '/api/v2/competition/tournaments',
    payload: { name: 'Open do bench', price: 100, categories, modalities, slots: categories.flatMap((c) => modalities.map((m) => ({ category_key: c.key, modality_key: m.key, quantity: perSlot }))) },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const t = created.json() as { id: number };
  const lines = Array.from({ length: LINES }, (_, i) => {
    const a = 2 * i + 1;
    const p = 2 * i + 2;
    return `Categoria ${(i % CATS) + 1};Modalidade ${(Math.floor(i / CATS) % MODS) + 1};Atleta ${a};${cpfOf(a)};a${a}@bench.local;Parceira ${p};${cpfOf(p)};p${p}@bench.local;aprovada`;
  });
  const file = ['categoria;modalidade;atleta_nome;atleta_cpf;atleta_email;parceiro_nome;parceiro_cpf;parceiro_email;status', ...lines].join('\n');
  const fileUrl = putUpload(dataDir, file);
  const base = `/api/v2/competition/tournaments/${t.id}/beach_tennis`;

  let start = performance.now();
  const dry = await call(ctx, admin.access_token, { method: 'POST', url: `${base}/dry_run`, payload: { file_url: fileUrl, file_name: 'bench.csv' } });
  const drySeconds = (performance.now() - start) / 1000;
  const summary = dry.json() as { valid: number; invalid: number };
  if (dry.statusCode !== 200 || summary.invalid) throw new Error(`dry run: ${dry.statusCode} ${JSON.stringify(summary).slice(0, 300)}`);

  start = performance.now();
  const job = await call(ctx, admin.access_token, { method: 'POST', url: `${base}/import`, payload: { file_url: fileUrl, file_name: 'bench.csv' } });
  if (job.statusCode !== 201) throw new Error(job.body);
  await ctx.app.jobs.idle(600_000);
  const importSeconds = (performance.now() - start) / 1000;
  const [row] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, (job.json() as { id: number }).id));
  if (row?.status !== 'completed') throw new Error(`import ended ${row?.status}: ${row?.error}`);
  console.log(`beach-tennis import, ${LINES} lines (${LINES * 2} new customers), PGlite:`);
  console.log(`  dry run: ${drySeconds.toFixed(2)} s (${Math.round(LINES / drySeconds)} lines/s)`);
  console.log(`  import job: ${importSeconds.toFixed(2)} s (${Math.round(LINES / importSeconds)} lines/s)`);

  // the entries list of the tournament just filled (in-process inject, 10 at a time: an indication, not the HTTP bench)
  const urls = ['', '?status=approved&category=' + (await call(ctx, admin.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${t.id}/categories` })).json()[0].id, '?query=atleta%2012', '?query_field=cpf&query=123'];
  for (const q of urls) {
    const times: number[] = [];
    for (let round = 0; round < 30; round++) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const t0 = performance.now();
          const res = await call(ctx, admin.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${t.id}/subscriptions${q}` });
          if (res.statusCode !== 200) throw new Error(res.body);
          times.push(performance.now() - t0);
        }),
      );
    }
    times.sort((a, b) => a - b);
    console.log(`  entries list ${q || '(default)'}: p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms (concurrency 10, ${LINES} entries)`);
  }
} finally {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
