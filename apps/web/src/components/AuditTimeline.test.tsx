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
});
