import { describe, expect, it } from 'vitest';
import { emptyEvent, eventFormSchema } from './event-form-values';

const messages = (values: object) => {
  const result = eventFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('event form: the server\'s rules checked before sending (contract eventRuleIssues)', () => {
  it('asks for the city unless the event is online, and for the subscriptions to end after they start', () => {
    const base = { ...emptyEvent(), name: 'Corrida da Serra' };
    expect(messages(base)['city_id']).toBe('Informe a cidade do evento (ou marque o evento como online)');
    expect(messages({ ...base, online: true, online_url: 'https://ao-vivo.exemplo.com.br' })['city_id']).toBeUndefined();
    const dates = { ...base, city_id: 1, event_date: '2026-12-20', subscription_start_date: '2026-12-10', subscription_end_date: '2026-12-01' };
    expect(messages(dates)['subscription_end_date']).toBe('O fim das inscrições deve ser depois do início');
    expect(messages({ ...dates, subscription_end_date: '2026-12-15' })).toEqual({});
  });
});
