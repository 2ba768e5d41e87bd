import { describe, expect, it } from 'vitest';
import { hasTrigrams } from './sql.ts';

describe('hasTrigrams', () => {
  it('is true for a run of three letters or digits, accents aside, and false when pg_trgm would have nothing to look up', () => {
    for (const text of ['joa', 'ção', 'Maria Silva', '123', 'a-b-ccc']) expect(hasTrigrams(text), text).toBe(true);
    for (const text of ['', 'a', 'jo', 'a b c', '12.3', 'é-é']) expect(hasTrigrams(text), text).toBe(false);
  });
});
