import {
  BEACH_TENNIS_COLUMNS,
  BEACH_TENNIS_MSG,
  isValidCpf,
  onlyDigits,
  type BeachTennisColumn,
  type BeachTennisDryRun,
  type BeachTennisLine,
  type TournamentEntryStatus,
} from '@backoffice/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { customers, importJobLines, importJobs, tournamentSubscriptions } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError, invalid } from '../../lib/http-errors.ts';
import { readUploadedFile } from '../imports/file-source.ts';
import { FileFormatError, mapColumns, readTable, type Table } from '../imports/table-reader.ts';
import { reserveSeats } from './tournaments.repository.ts';

export const BEACH_TENNIS_QUEUE = 'imports.beach_tennis';
const SHOWN_LINES = 2000;
/** Progress is written after this many more line steps or this much time, whichever comes first (a bounded write rate). */
export const PROGRESS_LINES = 250;
export const PROGRESS_MS = 250;
/** Each line goes through four steps: checked, then (in the apply) its outcome recorded, its people, its entry. */
const STEPS_PER_LINE = 4;
const APPLY_BATCH = 500;

type Cols = Partial<Record<BeachTennisColumn, number>>;
type Person = { name: string; cpf: string; email: string | null; birthDate: string | null; gender: number | null };
export type CheckedLine =
  | { ok: true; slotId: number; category: string; modality: string; athlete: Person; partner: Person | null; status: TournamentEntryStatus; price: number; creates: string[] }
  | { ok: false; message: string; category: string; modality: string; athlete: string; partner: string | null };

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Reads the uploaded file (CSV or XLSX, the results import's reader) and checks its columns; 422 otherwise. */
export async function loadBeachTennisFile(config: Config, url: string, fileName?: string): Promise<{ table: Table; cols: Cols }> {
  const buf = await readUploadedFile(config, url, 'file_url');
  let table: Table;
  try {
    table = readTable(buf, fileName ?? url);
  } catch (err) {
    if (err instanceof FileFormatError) throw invalid('file_url', err.message);
    throw err;
  }
  const cols = mapColumns(table.headers, BEACH_TENNIS_COLUMNS);
  const missing = (['category', 'modality', 'athlete_name', 'athlete_cpf'] as const).filter((k) => cols[k] === undefined).map((k) => BEACH_TENNIS_COLUMNS[k][0]);
  if (missing.length) throw invalid('file_url', `Colunas obrigatórias ausentes: ${missing.join(', ')}. Baixe o modelo para ver as colunas aceitas.`);
  if (table.rows.length === 0) throw invalid('file_url', BEACH_TENNIS_MSG.noLines);
  return { table, cols };
}

function parseBirth(text: string): string | null | 'invalid' {
  const t = text.trim();
  if (!t) return null;
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  let y: number, mo: number, d: number;
  if (m) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return 'invalid';
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900 || date > new Date()) return 'invalid';
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function parseGender(text: string): number | null | 'invalid' {
  const t = norm(text);
  if (!t) return null;
  if (['m', 'masculino', 'masc', 'homem', '0', 'male'].includes(t)) return 0;
  if (['f', 'feminino', 'fem', 'mulher', '1', 'female'].includes(t)) return 1;
  return 'invalid';
}

function parseStatus(text: string): TournamentEntryStatus | 'invalid' {
  const t = norm(text);
  if (!t || ['aprovada', 'aprovado', 'approved', 'confirmada', 'confirmado'].includes(t)) return 'approved';
  if (['pendente', 'pending'].includes(t)) return 'pending';
  return 'invalid';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TournamentState = {
  categories: Map<string, { id: number; name: string }>;
  modalities: Map<string, { id: number; name: string }>;
  slots: Map<string, { id: number; quantity: number; held: number; price: number }>;
  /** CPFs already in each slot (entries not cancelled or rejected), athlete or partner. */
  slotPeople: Map<number, Set<string>>;
};

async function tournamentState(db: Db, tournamentId: number): Promise<TournamentState> {
  const cats = await queryRows<{ id: number; name: string }>(db, sql`select id, name from tournament_categories where tournament_id = ${tournamentId}`);
  const mods = await queryRows<{ id: number; name: string }>(db, sql`select id, name from tournament_modalities where tournament_id = ${tournamentId}`);
  const slots = await queryRows<{ id: number; category_id: number; modality_id: number; quantity: number; price: number | null; held: number }>(
    db,
    sql`select s.id, s.tournament_category_id as category_id, s.tournament_modality_id as modality_id, s.quantity, s.price,
          (select count(*)::int from tournament_subscriptions ts where ts.tournament_slot_id = s.id and ts.status in ('pending', 'approved')) as held
        from tournament_slots s where s.tournament_id = ${tournamentId}`,
  );
  const people = await queryRows<{ slot_id: number; cpf: string }>(
    db,
    sql`select ts.tournament_slot_id as slot_id, c.cpf from tournament_subscriptions ts join customers c on c.id in (ts.customer_id, ts.partner_customer_id)
        where ts.tournament_id = ${tournamentId} and ts.status in ('pending', 'approved') and c.cpf is not null`,
  );
  const slotPeople = new Map<number, Set<string>>();
  for (const p of people) {
    const set = slotPeople.get(Number(p.slot_id)) ?? new Set<string>();
    set.add(p.cpf);
    slotPeople.set(Number(p.slot_id), set);
  }
  return {
    categories: new Map(cats.map((c) => [norm(c.name), { id: Number(c.id), name: c.name }])),
    modalities: new Map(mods.map((m) => [norm(m.name), { id: Number(m.id), name: m.name }])),
    slots: new Map(slots.map((s) => [`${s.category_id}|${s.modality_id}`, { id: Number(s.id), quantity: Number(s.quantity), held: Number(s.held), price: Number(s.price ?? 0) }])),
    slotPeople,
  };
}

/**
 * Checks every line against the tournament and the customers (pure but for two lookups): unknown category or
 * modality, missing or invalid fields, invalid CPF, a duplicate pair, a person twice in one slot (in the file or
 * already entered), the slot full, an e-mail of another customer. Deterministic for a file and a database state.
 */
export async function checkBeachTennisLines(
  db: Db,
  tournamentId: number,
  table: Table,
  cols: Cols,
  onLine?: (checked: number) => Promise<void> | undefined,
): Promise<CheckedLine[]> {
  const state = await tournamentState(db, tournamentId);
  const cpfs = new Set<string>();
  const emails = new Set<string>();
  for (const row of table.rows) {
    for (const k of ['athlete_cpf', 'partner_cpf'] as const) if (cols[k] !== undefined) cpfs.add(onlyDigits(row[cols[k]!] ?? ''));
    for (const k of ['athlete_email', 'partner_email'] as const) if (cols[k] !== undefined) emails.add((row[cols[k]!] ?? '').trim().toLowerCase());
  }
  const known = new Map<string, { id: number; name: string }>();
  const cpfList = [...cpfs].filter(Boolean);
  for (let i = 0; i < cpfList.length; i += 1000) {
    const rows = await db.select({ id: customers.id, name: customers.name, cpf: customers.cpf }).from(customers).where(inArray(customers.cpf, cpfList.slice(i, i + 1000)));
    for (const r of rows) known.set(r.cpf!, { id: r.id, name: r.name });
  }
  const emailOwner = new Map<string, string | null>();
  const emailList = [...emails].filter(Boolean);
  for (let i = 0; i < emailList.length; i += 1000) {
    const rows = await db
      .select({ email: customers.email, cpf: customers.cpf })
      .from(customers)
      .where(sql`lower(${customers.email}) in (${sql.join(emailList.slice(i, i + 1000).map((e) => sql`${e}`), sql`, `)})`);
    for (const r of rows) emailOwner.set(r.email.toLowerCase(), r.cpf);
  }

  const newInFile = new Map<string, number>(); // cpf → line that creates the customer
  const emailInFile = new Map<string, string>(); // e-mail → cpf of the new customer using it
  const pairs = new Map<string, number>();
  const peopleInSlot = new Map<number, Map<string, number>>();
  const taken = new Map<number, number>();

  const checkLine = (row: string[], i: number): CheckedLine => {
    const line = i + 1;
    const cell = (k: BeachTennisColumn) => (cols[k] === undefined ? '' : (row[cols[k]!] ?? '').trim());
    const category = cell('category');
    const modality = cell('modality');
    const athleteName = cell('athlete_name');
    const partnerName = cell('partner_name');
    // Every problem of a line at once, so one correction of the file fixes the line; the pair and slot checks need
    // a known slot and valid people, so they come only when nothing else is wrong.
    const problems: string[] = [];
    const fail = (message: string): CheckedLine => ({ ok: false, message, category, modality, athlete: athleteName, partner: partnerName || null });
    const cat = state.categories.get(norm(category));
    if (!category) problems.push('Informe a categoria.');
    else if (!cat) problems.push(`Categoria desconhecida: ${category}.`);
    const mod = state.modalities.get(norm(modality));
    if (!modality) problems.push('Informe a modalidade.');
    else if (!mod) problems.push(`Modalidade desconhecida: ${modality}.`);
    const slot = cat && mod ? state.slots.get(`${cat.id}|${mod.id}`) : undefined;
    if (cat && mod && !slot) problems.push(`Não há vaga para ${cat.name} × ${mod.name}.`);
    const status = parseStatus(cell('status'));
    if (status === 'invalid') problems.push(`Status inválido: ${cell('status')} (use aprovada ou pendente).`);

    const creates: string[] = [];
    const person = (prefix: 'athlete' | 'partner', who: string): Person | null => {
      const before = problems.length;
      const name = cell(`${prefix}_name`);
      const cpf = onlyDigits(cell(`${prefix}_cpf`));
      if (name.length < 2) problems.push(`Informe o nome do ${who}.`);
      if (!cpf) problems.push(`Informe o CPF do ${who}.`);
      else if (!isValidCpf(cpf)) problems.push(`CPF inválido do ${who}: ${cell(`${prefix}_cpf`)}.`);
      const birth = parseBirth(cell(`${prefix}_birth_date`));
      if (birth === 'invalid') problems.push(`Data de nascimento inválida do ${who} (use DD/MM/AAAA).`);
      const gender = parseGender(cell(`${prefix}_gender`));
      if (gender === 'invalid') problems.push(`Sexo inválido do ${who} (use M ou F).`);
      const email = cell(`${prefix}_email`).toLowerCase() || null;
      const isNew = !known.has(cpf) && !newInFile.has(cpf);
      if (cpf && isNew) {
        if (!email) problems.push(`Informe o e-mail do ${who}: o CPF ainda não é cliente.`);
        else if (!EMAIL.test(email)) problems.push(`E-mail inválido do ${who}: ${email}.`);
        else if (emailOwner.has(email) && emailOwner.get(email) !== cpf) problems.push(`O e-mail ${email} já pertence a outro cliente.`);
        else if ((emailInFile.get(email) ?? cpf) !== cpf) problems.push(`O e-mail ${email} já é usado por outro CPF no arquivo.`);
      }
      // (an invalid date or gender is among the problems already; naming them narrows their types)
      if (problems.length > before || birth === 'invalid' || gender === 'invalid') return null;
      if (isNew) creates.push(`Novo cliente: ${name}`);
      return { name, cpf, email, birthDate: birth, gender };
    };
    const athlete = person('athlete', 'atleta');
    const partner = partnerName || cell('partner_cpf') ? person('partner', 'parceiro(a)') : null;
    if (athlete && partner && partner.cpf === athlete.cpf) problems.push('O atleta e o(a) parceiro(a) têm o mesmo CPF.');
    if (problems.length || !cat || !mod || !slot || !athlete || status === 'invalid') return fail(problems.join(' '));
    const pairKey = `${slot.id}|${[athlete.cpf, partner?.cpf ?? ''].sort().join('+')}`;
    const dupPair = pairs.get(pairKey);
    if (dupPair !== undefined) return fail(`Dupla repetida no arquivo (linha ${dupPair}).`);
    const inSlot = peopleInSlot.get(slot.id) ?? new Map<string, number>();
    for (const p of [athlete, partner]) {
      if (!p) continue;
      if (state.slotPeople.get(slot.id)?.has(p.cpf)) return fail(`${p.name} já está inscrito(a) em ${cat.name} × ${mod.name}.`);
      const earlier = inSlot.get(p.cpf);
      if (earlier !== undefined) return fail(`${p.name} aparece duas vezes em ${cat.name} × ${mod.name} (linha ${earlier}).`);
    }
    const used = (taken.get(slot.id) ?? 0) + 1;
    if (slot.held + used > slot.quantity) return fail(`Vaga esgotada: ${cat.name} × ${mod.name} (${Math.max(0, slot.quantity - slot.held)} lugares).`);

    // the line is good: remember what it takes
    taken.set(slot.id, used);
    pairs.set(pairKey, line);
    for (const p of [athlete, partner]) {
      if (!p) continue;
      inSlot.set(p.cpf, line);
      if (!known.has(p.cpf) && !newInFile.has(p.cpf)) {
        newInFile.set(p.cpf, line);
        if (p.email) emailInFile.set(p.email, p.cpf);
      }
    }
    peopleInSlot.set(slot.id, inSlot);
    return { ok: true, slotId: slot.id, category: cat.name, modality: mod.name, athlete, partner, status, price: slot.price, creates };
  };
  const checked: CheckedLine[] = [];
  for (const [i, row] of table.rows.entries()) {
    checked.push(checkLine(row, i));
    // the job's progress writer answers a promise only when a write is due (bounded rate), so most lines never wait
    const due = onLine?.(i + 1);
    if (due) await due;
  }
  return checked;
}

/**
 * The job's `processed_lines`, moved by the check and by the apply: `steps` done out of STEPS_PER_LINE per line, shown
 * in lines and never backwards; written after PROGRESS_LINES more steps or PROGRESS_MS, whichever comes first. Returns
 * undefined when no write is due (the caller then need not wait).
 */
function progressWriter(db: Db, importId: number, totalLines: number, onWrite?: (processedLines: number) => void) {
  let writtenSteps = 0;
  let writtenLines = 0;
  let at = performance.now();
  return (steps: number, force = false): Promise<void> | undefined => {
    const lines = Math.min(totalLines, Math.floor(steps / STEPS_PER_LINE));
    if (lines <= writtenLines || (!force && steps - writtenSteps < PROGRESS_LINES && performance.now() - at < PROGRESS_MS)) return undefined;
    writtenSteps = steps;
    writtenLines = lines;
    at = performance.now();
    return db
      .update(importJobs)
      .set({ processedLines: lines, updatedAt: new Date() })
      .where(eq(importJobs.id, importId))
      .then(() => onWrite?.(lines))
      // a macrotask turn: PGlite answers with microtasks only, so without it the check would starve every request
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  };
}

/** The dry run's answer: counts, per slot what the import adds, and the lines (problems first). */
export async function dryRun(db: Db, tournamentId: number, checked: CheckedLine[]): Promise<BeachTennisDryRun> {
  const state = await tournamentState(db, tournamentId);
  const bySlot = new Map<number, { category: string; modality: string; entries: number }>();
  for (const c of checked) {
    if (!c.ok) continue;
    const s = bySlot.get(c.slotId) ?? { category: c.category, modality: c.modality, entries: 0 };
    s.entries++;
    bySlot.set(c.slotId, s);
  }
  const slotOf = new Map([...state.slots.values()].map((s) => [s.id, s]));
  const lines: BeachTennisLine[] = checked.map((c, i) => ({
    line: i + 1,
    ok: c.ok,
    message: c.ok ? null : c.message,
    category: c.category,
    modality: c.modality,
    athlete: c.ok ? c.athlete.name : c.athlete,
    partner: c.ok ? (c.partner?.name ?? null) : c.partner,
    status: c.ok ? c.status : null,
    creates: c.ok ? c.creates : [],
  }));
  lines.sort((a, b) => Number(a.ok) - Number(b.ok) || a.line - b.line);
  return {
    total: checked.length,
    valid: checked.filter((c) => c.ok).length,
    invalid: checked.filter((c) => !c.ok).length,
    new_customers: checked.reduce((n, c) => n + (c.ok ? c.creates.length : 0), 0),
    slots: [...bySlot.entries()].map(([id, s]) => ({ ...s, remaining_after: (slotOf.get(id)?.quantity ?? 0) - (slotOf.get(id)?.held ?? 0) - s.entries })),
    lines: lines.slice(0, SHOWN_LINES),
  };
}

const rawOf = (row: string[]) => row.join(';').slice(0, 500);

/**
 * The import job, all or nothing: the file is read and every line checked again (progress as lines go by); one bad
 * line fails the job and nothing is created. Otherwise customers, entries, line outcomes and the job's completion are
 * written in ONE transaction, with each slot's seats taken under its row lock (`reserveSeats`): a kill -9 leaves
 * either nothing (the queue runs the job again after the restart) or exactly the file's entries with the job
 * completed (a second run returns at once).
 */
export type BeachTennisRunOptions = { signal?: AbortSignal; /** Test hook: each progress value written (committed). */ onProgress?: (processedLines: number) => void };

export async function runBeachTennisImport(app: FastifyInstance, importId: number, { signal, onProgress }: BeachTennisRunOptions = {}): Promise<void> {
  const { db, config } = app;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, importId));
  if (!job || job.kind !== 'beach_tennis' || job.status === 'completed' || job.status === 'failed' || !job.tournamentId) return;
  const tournamentId = job.tournamentId;
  await db
    .update(importJobs)
    .set({ status: 'processing', attempts: sql`${importJobs.attempts} + 1`, startedAt: job.startedAt ?? new Date(), error: null, processedLines: 0, updatedAt: new Date() })
    .where(eq(importJobs.id, importId));
  const fail = (error: string) => db.update(importJobs).set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() }).where(eq(importJobs.id, importId));

  let loaded;
  try {
    loaded = await loadBeachTennisFile(config, job.fileUrl ?? '', job.fileName ?? undefined);
  } catch (err) {
    await fail((err as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'Falha ao ler o arquivo.');
    return;
  }
  const { table, cols } = loaded;
  await db.update(importJobs).set({ totalLines: table.rows.length, updatedAt: new Date() }).where(eq(importJobs.id, importId));
  const total = table.rows.length;
  const progress = progressWriter(db, importId, total, onProgress);
  // the check's share of the bar, written as lines go by (the job yields to other requests at each write)
  const checked = await checkBeachTennisLines(db, tournamentId, table, cols, (n) => {
    if (signal?.aborted) throw signal.reason ?? new Error('interrompido');
    return progress(n);
  });
  await progress(total, true);
  const failed = checked.filter((c) => !c.ok).length;
  /**
   * The apply's share. Its rows commit all at once, so its progress is written outside the transaction, from another
   * connection: only PostgreSQL has one. PGlite serves one transaction at a time (a write from outside would wait for
   * this one: a deadlock), and no reader could see it before the commit anyway.
   */
  const applied = (steps: number) => (app.database.kind === 'postgres' ? progress(total + steps) : undefined);

  let committed = false;
  try {
    await db.transaction(async (tx) => {
      await tx.delete(importJobLines).where(eq(importJobLines.importJobId, importId));
      const lines = checked.map((c, i) => ({
        importJobId: importId,
        lineNumber: i + 1,
        outcome: (c.ok ? (failed ? 'skipped' : 'imported') : 'failed') as 'skipped' | 'imported' | 'failed',
        message: c.ok ? (failed ? 'Não aplicada: o arquivo tem linhas com erro.' : null) : c.message,
        raw: c.ok ? null : rawOf(table.rows[i]!),
      }));
      for (let i = 0; i < lines.length; i += APPLY_BATCH) {
        await tx.insert(importJobLines).values(lines.slice(i, i + APPLY_BATCH));
        await applied(Math.min(i + APPLY_BATCH, lines.length));
      }
      const counters = { totalLines: checked.length, processedLines: checked.length, failedLines: failed, updatedAt: new Date(), finishedAt: new Date() };
      if (failed) {
        await tx.update(importJobs).set({ ...counters, succeededLines: 0, status: 'failed', error: BEACH_TENNIS_MSG.failedLines(failed) }).where(eq(importJobs.id, importId));
        return;
      }
      const good = checked as Extract<CheckedLine, { ok: true }>[];
      // seats first: every slot locked and counted under its lock (a concurrent import or staff edit waits)
      const perSlot = new Map<number, number>();
      for (const c of good) perSlot.set(c.slotId, (perSlot.get(c.slotId) ?? 0) + 1);
      for (const [slotId, n] of [...perSlot.entries()].sort((a, b) => a[0] - b[0])) await reserveSeats(tx, slotId, n);
      // customers: existing by CPF, new ones created once
      const people = new Map<string, { name: string; cpf: string; email: string | null; birthDate: string | null; gender: number | null }>();
      for (const c of good) for (const p of [c.athlete, c.partner]) if (p && !people.has(p.cpf)) people.set(p.cpf, p);
      const idOf = new Map<string, number>();
      const cpfList = [...people.keys()];
      for (let i = 0; i < cpfList.length; i += 1000) {
        const rows = await tx.select({ id: customers.id, cpf: customers.cpf }).from(customers).where(inArray(customers.cpf, cpfList.slice(i, i + 1000)));
        for (const r of rows) idOf.set(r.cpf!, r.id);
      }
      const fresh = [...people.values()].filter((p) => !idOf.has(p.cpf));
      for (let i = 0; i < fresh.length; i += APPLY_BATCH) {
        const rows = await tx
          .insert(customers)
          .values(fresh.slice(i, i + APPLY_BATCH).map((p) => ({ name: p.name, cpf: p.cpf, email: p.email!, birthDate: p.birthDate, gender: p.gender })))
          .returning({ id: customers.id, cpf: customers.cpf });
        for (const r of rows) idOf.set(r.cpf!, r.id);
        // the people step, in lines: the share of the file's new people created so far
        await applied(good.length + Math.floor((good.length * Math.min(i + APPLY_BATCH, fresh.length)) / fresh.length));
      }
      for (let i = 0; i < good.length; i += APPLY_BATCH) {
        await tx.insert(tournamentSubscriptions).values(
          good.slice(i, i + APPLY_BATCH).map((c) => ({
            tournamentId,
            tournamentSlotId: c.slotId,
            customerId: idOf.get(c.athlete.cpf)!,
            partnerCustomerId: c.partner ? idOf.get(c.partner.cpf)! : null,
            status: c.status,
            price: c.price,
          })),
        );
        await applied(2 * good.length + Math.min(i + APPLY_BATCH, good.length));
      }
      await tx.update(importJobs).set({ ...counters, succeededLines: good.length, status: 'completed', error: null }).where(eq(importJobs.id, importId));
      committed = true;
      await recordAudit(tx, { id: job.createdById, name: null, requestId: null }, {
        action: 'updated',
        entityType: 'tournaments',
        entityId: tournamentId,
        before: { imported_entries: null },
        after: { imported_entries: good.length, new_customers: fresh.length, import_job_id: importId, file_name: job.fileName },
      });
    });
    // a bulk of new rows: fresh statistics keep the entries list's plans right (PGlite runs no autovacuum)
    if (committed) await db.execute(sql`analyze tournament_subscriptions`);
    onProgress?.(total);
  } catch (err) {
    // a slot filled up between the check and the apply (another writer): nothing was written
    if (err instanceof HttpError) {
      await fail(err.errors[0]?.message ?? 'Falha ao importar.');
      return;
    }
    throw err;
  }
}

/** The import running for a tournament, if any (one at a time per tournament). */
export async function runningImport(db: Db, tournamentId: number) {
  const [row] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.tournamentId, tournamentId), eq(importJobs.kind, 'beach_tennis'), inArray(importJobs.status, ['scheduled', 'processing'])))
    .limit(1);
  return row ?? null;
}
