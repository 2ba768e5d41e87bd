import { eventBody, todayInSaoPaulo, type EventDetail } from '@backoffice/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { emptyEvent, tabOfField, toFormValues } from './event-form-values';
import { LotTimeline } from './LotTimeline';
import { lookupOptions } from './lookup-options';

const day = (n: number) => {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const lot = (date: string, price: number) => ({ date, price, eldery_price: price / 2, team_price: price, team_eldery_price: price / 2 });

describe('LotTimeline', () => {
  it('shows each lot with its period and marks the one in force today', () => {
    renderWithProviders(<LotTimeline lots={[lot(day(10), 120), lot(day(-5), 80), lot(day(1), 100)]} endDate={day(30)} name="10 km" />);
    const rows = within(screen.getByRole('table', { name: 'Linha do tempo dos lotes' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('R$ 80,00');
    expect(rows[0]!.textContent).toContain('Vigente');
    expect(rows[1]!.textContent).not.toContain('Vigente');
    // Each lot runs until the day before the next one; the last until the end of subscriptions.
    const shown = (iso: string) => iso.split('-').reverse().join('.');
    expect(rows[0]!.textContent).toContain(`${shown(day(-5))} a ${shown(day(0))}`);
    expect(rows[2]!.textContent).toContain(`a ${shown(day(30))}`);
  });

  it('has no current lot before the first one starts', () => {
    renderWithProviders(<LotTimeline lots={[lot(day(3), 50)]} name="10 km" />);
    expect(screen.queryByText('Vigente')).toBeNull();
    expect(screen.getByText(/em diante/)).toBeTruthy();
  });
});

describe('event form values', () => {
  it('an empty event passes the contract once named and placed', () => {
    const parsed = eventBody.safeParse({ ...emptyEvent(), name: 'Corrida Teste', online: true, online_url: 'https://x.dev' });
    expect(parsed.success).toBe(true);
  });

  it('a loaded event never sends kit_sold / kit_blocked / remaining figures back', () => {
    const detail = {
      ...emptyEvent(),
      id: 1,
      kits: [{ id: 7, name: 'Kit', description: null, photo_url: null, price: 0, stock: { bl: 1, g: 1, gg: 1, m: 1, p: 1 }, remaining: { bl: 0, g: 0, gg: 0, m: 0, p: 0 }, kit_sold: 5, kit_blocked: true }],
      event_modalities: [],
      event_extras: [],
      event_sponsors: [],
      event_available_modalities: [],
      event_donations: [],
      online_url: null,
      record_url: null,
      place: null,
      address: null,
      description_text: null,
      schedule_text: null,
      subscriptions_text: null,
      terms_text: null,
      rules_text: null,
    } as unknown as EventDetail;
    const values = toFormValues(detail);
    expect(values.kits![0]).toEqual({ id: 7, name: 'Kit', description: '', photo_url: null, price: 0, stock: { bl: 1, g: 1, gg: 1, m: 1, p: 1 } });
    expect(JSON.stringify(values)).not.toMatch(/kit_sold|kit_blocked|remaining|convenience_fee/);
  });

  it('maps server error fields to their tab', () => {
    expect(tabOfField('event_modalities.0.lots.1.date')).toBe('modalities');
    expect(tabOfField('subscription_end_date')).toBe('dates');
    expect(tabOfField('kits_stock.bl')).toBe('kits');
    expect(tabOfField('event_sponsors')).toBe('extras');
    expect(tabOfField('slug')).toBe('general');
    expect(tabOfField('description_text')).toBe('texts');
  });
});

describe('lookupOptions', () => {
  const companies = [
    { id: 5, name: 'Organizadora Paulista' },
    { id: 7, name: 'Corre Brasil' },
  ];

  it("adds the event's saved value when the lookup leaves it out, so the field shows it (a platform company)", () => {
    expect(lookupOptions(companies, { id: 1, name: 'Plataforma (interna)' })).toEqual([
      { value: '5', label: 'Organizadora Paulista' },
      { value: '7', label: 'Corre Brasil' },
      { value: '1', label: 'Plataforma (interna)' },
    ]);
  });

  it('shows the saved value alone while the lookup loads, and adds nothing when it is listed or empty', () => {
    expect(lookupOptions(undefined, { id: 7, name: 'Corre Brasil' })).toEqual([{ value: '7', label: 'Corre Brasil' }]);
    expect(lookupOptions(companies, { id: 7, name: 'Corre Brasil' })).toHaveLength(2);
    expect(lookupOptions(companies, { id: null, name: null })).toHaveLength(2);
    expect(lookupOptions(companies)).toHaveLength(2);
    expect(lookupOptions(undefined)).toEqual([]);
  });
});
