import { countries, events, modalityTypes, sponsorTypes, states } from '../db/schema/index.ts';
import type { TestContext } from './app.ts';

/** Fixtures for the catalogue areas' tests (modalities, extras, sponsors, NGOs, event groups). */

let seq = 0;

export async function insertModalityType(ctx: TestContext, name = `Tipo ${++seq}`): Promise<number> {
  const [r] = await ctx.database.db.insert(modalityTypes).values({ name }).returning({ id: modalityTypes.id });
  return r!.id;
}

export async function insertSponsorType(ctx: TestContext, name = `Cota ${++seq}`, priority = seq): Promise<number> {
  const [r] = await ctx.database.db.insert(sponsorTypes).values({ name, priority }).returning({ id: sponsorTypes.id });
  return r!.id;
}

/** An event row written directly (the events API belongs to another area). */
export async function insertEvent(ctx: TestContext, name = `Evento ${++seq}`, extra: Partial<typeof events.$inferInsert> = {}): Promise<number> {
  const [r] = await ctx.database.db
    .insert(events)
    .values({ name, slug: `evento-${Date.now()}-${++seq}`, eventDate: '2026-05-10', ...extra })
    .returning({ id: events.id });
  return r!.id;
}

/** A Brazilian state (the test database has no reference rows). */
export async function insertState(ctx: TestContext, uf: string, name: string): Promise<number> {
  let country = await ctx.database.db.query.countries.findFirst({ where: (c, { eq }) => eq(c.iso2, 'BR') });
  if (!country) [country] = await ctx.database.db.insert(countries).values({ name: 'Brasil', iso2: 'BR', phoneCode: '55' }).returning();
  const [r] = await ctx.database.db
    .insert(states)
    .values({ countryId: country!.id, name, uf, ibgeCode: 10 + ++seq, region: 'Sudeste' })
    .returning({ id: states.id });
  return r!.id;
}

/** Parses the project's CSV (BOM, ";" separator, quoted cells, CRLF) back into rows of cells. */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
