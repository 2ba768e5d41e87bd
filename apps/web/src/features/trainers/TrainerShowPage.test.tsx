import type { AuditEntry, Grants, TournamentSummary, TrainerDetail } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrantsContext } from '../../lib/me';
import { renderRoutes } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import TrainerShowPage from './TrainerShowPage';

afterEach(() => vi.unstubAllGlobals());

const trainer = {
  id: 5,
  name: 'Ana Treinadora',
  email: 'ana@exemplo.com.br',
  document: null,
  phone: null,
  city_name: null,
  service_type: 'both',
  filiation: 'CBAt',
  bio: null,
  status: 'enabled',
  activities_count: 0,
  open_justifications: 0,
  pending_withdraws: 0,
  // 01:30 UTC of the 10th is still the 9th in São Paulo
  created_at: '2026-03-10T01:30:00.000Z',
  updated_at: '2026-03-10T01:30:00.000Z',
  lock_version: 0,
} as unknown as TrainerDetail;

const history: AuditEntry[] = [
  {
    id: 1,
    actor_id: 1,
    actor_name: 'Gestor',
    action: 'updated',
    entity_type: 'trainer',
    entity_id: '5',
    request_id: null,
    created_at: '2026-03-10T12:00:00.000Z',
    changes: {
      service_type: { before: 'class', after: 'both' },
      status: { before: 'pending', after: 'enabled' },
      withdraw_status: { before: 'pending', after: 'partially_denied' },
      balance: { before: '200.00', after: '80.00' },
    },
  },
];

const tournament = { id: 31, name: 'Open de Beach Tennis', start_date: '2026-11-20', end_date: null, online: false, city_name: 'Santos', status: 'enabled' } as TournamentSummary;

function answer() {
  const { urls } = fakeApi(({ href }) => ({
    body: href.includes('/v1/audit') ? history : href.includes('/competition/tournaments') ? [tournament] : href.includes('/v4/trainer/users/5') ? trainer : [],
  }));
  return urls;
}

function renderPage(url: string, grants: Grants) {
  return renderRoutes(
    [
      {
        path: '/trainer/:id/show',
        element: (
          <GrantsContext.Provider value={grants}>
            <TrainerShowPage />
          </GrantsContext.Provider>
        ),
      },
    ],
    url,
  );
}

const READER: Grants = { fullAccess: false, permissions: [{ action: 'index', resource: 'trainer' }] };

describe('TrainerShowPage', () => {
  it("lists the trainer's tournaments in its tab for a profile that may list tournaments", async () => {
    const urls = answer();
    renderPage('/trainer/5/show?tab=tournaments', { fullAccess: false, permissions: [...READER.permissions, { action: 'index', resource: 'tournaments' }] });
    expect(await screen.findByText('Open de Beach Tennis')).toBeTruthy();
    expect(screen.getByText('20.11.2026')).toBeTruthy();
    expect(urls.some((u) => u.pathname.endsWith('/v2/competition/tournaments') && u.searchParams.get('trainer_id') === '5')).toBe(true);
  });

  it('says the profile has no access to tournaments instead of asking the server', async () => {
    const urls = answer();
    renderPage('/trainer/5/show?tab=tournaments', READER);
    expect(await screen.findByText('Seu perfil não tem acesso aos torneios.')).toBeTruthy();
    expect(urls.some((u) => u.pathname.includes('/competition/tournaments'))).toBe(false);
  });

  it('shows the history with labels and money, and the dates in São Paulo time', async () => {
    answer();
    renderPage('/trainer/5/show', READER);
    expect(await screen.findByText('Aula → Aula e assessoria')).toBeTruthy();
    expect(screen.getByText('Em análise → Ativo')).toBeTruthy();
    expect(screen.getByText('Pendente → Falhou')).toBeTruthy();
    expect(screen.getByText(/R\$\s200,00 → R\$\s80,00/)).toBeTruthy();
    expect(screen.getByText('Atualizado em 09.03.2026')).toBeTruthy();
  });
});
