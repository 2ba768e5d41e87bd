import type { Grants } from '@backoffice/contract/constants';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GrantsContext } from '../lib/me';
import { renderWithProviders } from '../test/render';
import { PageLink } from './PageLink';

const as = (grants: Grants) =>
  renderWithProviders(
    <MemoryRouter>
      <GrantsContext.Provider value={grants}>
        <PageLink to="/events/7/show">Corrida da Ponte</PageLink>
      </GrantsContext.Provider>
    </MemoryRouter>,
  );

describe('PageLink: a link to another area only for who may open it', () => {
  it('links when the profile may open the page', () => {
    as({ fullAccess: false, permissions: [{ resource: 'events', action: 'index' }] });
    expect(screen.getByRole('link', { name: 'Corrida da Ponte' }).getAttribute('href')).toBe('/events/7/show');
  });

  it('shows the name as text, without a link to /403, when it may not', () => {
    as({ fullAccess: false, permissions: [{ resource: 'orders', action: 'index' }] });
    expect(screen.getByText('Corrida da Ponte')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
