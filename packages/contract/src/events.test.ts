import { describe, expect, it } from 'vitest';
import { currentLot, todayInSaoPaulo } from './events.ts';

describe('todayInSaoPaulo', () => {
  it('is the date in São Paulo, not in UTC, call after call (one formatter kept)', () => {
    expect(todayInSaoPaulo(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(todayInSaoPaulo(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    // summer time until 2019: UTC−2 in January 2018
    expect(todayInSaoPaulo(new Date('2018-01-15T01:59:00Z'))).toBe('2018-01-14');
    expect(todayInSaoPaulo(new Date('2018-01-15T02:00:00Z'))).toBe('2018-01-15');
    expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers again within a minute, and follows the clock across midnight both ways', () => {
    for (const [at, day] of [
      ['2026-03-10T02:59:00Z', '2026-03-09'],
      ['2026-03-10T02:59:59.999Z', '2026-03-09'],
      ['2026-03-10T03:00:00Z', '2026-03-10'],
      ['2026-03-10T03:00:30Z', '2026-03-10'],
      ['2026-03-10T02:59:30Z', '2026-03-09'],
      ['2026-03-11T02:59:30Z', '2026-03-10'],
    ])
      expect(todayInSaoPaulo(new Date(at!)), at).toBe(day);
  });
});

describe('currentLot', () => {
  it('is the latest lot whose date has come, whatever the order given; none before the first', () => {
    const lots = [{ date: '2026-05-01' }, { date: '2026-03-01' }, { date: '2026-04-01' }];
    expect(currentLot(lots, '2026-04-15')).toEqual({ date: '2026-04-01' });
    expect(currentLot(lots, '2026-05-01')).toEqual({ date: '2026-05-01' });
    expect(currentLot(lots, '2026-02-28')).toBeNull();
  });
});
