import { describe, expect, it } from 'vitest';
import { ENUM_LABELS, STATUS_LABELS, enumLabel, statusLabel } from './labels.ts';

// Every status value the database can hold (apps/api/src/db/schema), §4's list.
const SECTION_4_STATUSES = [
  'active', 'inactive', 'enabled', 'disabled', 'not_started', 'approved', 'pending', 'reserved', 'rejected', 'cancelled', 'preorder',
  'pending_payment', 'payment_confirmed', 'authorized', 'denied', 'processing', 'failed', 'scheduled', 'completed', 'finished', 'draft',
  'available', 'unavailable', 'open', 'closed', 'refused', 'partially_denied',
];

describe('labels', () => {
  it('has a pt-BR label for every §4 status, with the spec\'s variant sets', () => {
    for (const s of SECTION_4_STATUSES) expect(STATUS_LABELS[s], s).toBeTruthy();
    expect(statusLabel('unavailable')).toBe('Utilizado');
    expect(statusLabel('pending', 'trainer')).toBe('Em análise');
    expect(statusLabel('partially_denied', 'withdraw')).toBe('Falhou');
    expect(statusLabel('payment_confirmed')).toBe('Pagamento confirmado');
    expect(statusLabel(null)).toBe('—');
  });

  it('never shows snake_case, even for a value it does not know', () => {
    expect(statusLabel('some_new_state')).toBe('Some new state');
    expect(enumLabel('payment_method', 'bank_billet')).toBe('Boleto');
    expect(enumLabel('discount_type', 'gratuity')).toBe('Gratuidade (100%)');
    expect(enumLabel('gender', 1)).toBe('Feminino');
    for (const [kind, map] of Object.entries(ENUM_LABELS)) for (const label of Object.values(map)) expect(label, kind).not.toMatch(/_/);
  });
});
