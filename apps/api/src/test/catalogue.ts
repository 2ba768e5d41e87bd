import { countries, events, modalityTypes, sponsorTypes, states } from '../db/schema/index.ts';
import type { TestContext } from './app.ts';
import { parseDelimited } from '../modules/imports/table-reader.ts';

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
  return parseDelimited(text.replace(/^\uFEFF/, ''), ';');
}
