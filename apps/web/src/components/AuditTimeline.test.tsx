import type { AuditEntry } from '@backoffice/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AuditTimeline } from './AuditTimeline';

const entry = (changes: AuditEntry['changes'], refs?: AuditEntry['refs']): AuditEntry => ({
  id: 1,
  actor_id: 1,
  actor_name: 'Ana Souza',
  action: 'updated',
  entity_type: 'ongs',
  entity_id: '7',
  changes,
  request_id: null,
  created_at: '2026-11-20T12:00:00.000Z',
  refs,
});
const query = (data: AuditEntry[]) => ({ isPending: false, isError: false, data }) as unknown as UseQueryResult<AuditEntry[]>;

describe('AuditTimeline', () => {
  it('shows field labels, referenced names, status labels and collection summaries — never raw keys, JSON or passwords', () => {
    renderWithProviders(
      <AuditTimeline
        query={query([
          entry(
            {
              state_ids: { before: [19], after: [19, 20] },
              kits: { before: null, after: [{ name: 'Kit Atleta', price: 10 }, { name: 'Kit Premium' }] },
              event_modalities: { before: [{ id: 1 }], after: [{ id: 1 }, { id: 2 }] },
              status: { before: 'enabled', after: 'disabled' },
              password: { before: '[oculto]', after: '[oculto]' },
              photo_url: { before: null, after: '/uploads/images/a.png' },
            },
            { state_ids: { '19': 'Rio de Janeiro', '20': 'São Paulo' } },
          ),
        ])}
      />,
    );
    expect(screen.getByText('Estados')).toBeTruthy();
    expect(screen.getByText('Rio de Janeiro → Rio de Janeiro, São Paulo')).toBeTruthy();
    expect(screen.getByText('— → Kit Atleta, Kit Premium')).toBeTruthy();
    expect(screen.getByText('Modalidades e lotes')).toBeTruthy();
    expect(screen.getByText('1 item → 2 itens')).toBeTruthy();
    expect(screen.getByText('Ativo → Inativo')).toBeTruthy();
    expect(screen.getByText('senha alterada')).toBeTruthy();
    expect(screen.getByText('Foto')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/event_modalities|state_ids|photo_url|\{"|oculto/);
  });

  it('shows instants, days, documents and phones as the screens do, never as stored', () => {
    renderWithProviders(
      <AuditTimeline
        query={query([
          entry({
            starts_on: { before: null, after: '2026-12-01' },
            reset_sent_at: { before: null, after: '2026-11-29T15:25:32.155Z' },
            cnpj: { before: null, after: '11222333000181' },
            phone: { before: '11912345678', after: '5511912345678' },
            discount_value: { before: 10, after: 12.5 },
          }),
        ])}
      />,
    );
    expect(screen.getByText('— → 01.12.2026')).toBeTruthy();
    expect(screen.getByText(/^— → 29\.11\.2026 12:25/)).toBeTruthy();
    expect(screen.getByText('— → 11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('10 → 12,5')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/2026-12-01|T15:25|11222333000181|11912345678 /);
  });
});
