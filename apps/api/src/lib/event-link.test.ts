import { integer, pgTable, primaryKey, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { eventExtras, eventGroupEvents, eventModalities, eventOngs, eventSponsors } from '../db/schema/index.ts';
import { eventLink } from './sql.ts';

describe('eventLink (the catalogue lists’ "events" column)', () => {
  it('counts rows as they are only where the schema allows one row per event and item', () => {
    expect(eventLink(eventSponsors, eventSponsors.sponsorId, eventSponsors.eventId).uniquePerEvent).toBe(true);
    expect(eventLink(eventExtras, eventExtras.extraId, eventExtras.eventId).uniquePerEvent).toBe(true);
    expect(eventLink(eventOngs, eventOngs.ongId, eventOngs.eventId).uniquePerEvent).toBe(true);
    expect(eventLink(eventGroupEvents, eventGroupEvents.eventGroupId, eventGroupEvents.eventId).uniquePerEvent).toBe(true);
    // no key keeps one modality from appearing twice in an event: those are counted distinct
    expect(eventLink(eventModalities, eventModalities.modalityId, eventModalities.eventId).uniquePerEvent).toBe(false);
  });

  it('a unique index or key over other columns, or over more columns, does not count', () => {
    const wider = pgTable('wider', { eventId: integer(), itemId: integer(), day: integer() }, (t) => [uniqueIndex('wider_key').on(t.eventId, t.itemId, t.day)]);
    const plain = pgTable('plain', { eventId: integer(), itemId: integer() }, (t) => [index('plain_idx').on(t.eventId, t.itemId)]);
    const keyed = pgTable('keyed', { eventId: integer(), itemId: integer() }, (t) => [primaryKey({ columns: [t.itemId, t.eventId] })]);
    expect(eventLink(wider, wider.itemId, wider.eventId).uniquePerEvent).toBe(false);
    expect(eventLink(plain, plain.itemId, plain.eventId).uniquePerEvent).toBe(false);
    expect(eventLink(keyed, keyed.itemId, keyed.eventId).uniquePerEvent).toBe(true);
  });
});
