import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useUrlTab } from './search-params';

const TABS = ['activities', 'bank', 'finance'] as const;

function TabProbe() {
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <>
      <p>aba {tab}</p>
      <button type="button" onClick={() => setTab('finance')}>financeiro</button>
      <button type="button" onClick={() => setTab('activities')}>atividades</button>
    </>
  );
}

describe('useUrlTab', () => {
  it('reads the tab from the URL, falls back to the first for an unknown one, and keeps the default out of the URL', async () => {
    const { router } = renderRoutes([{ path: '/trainer/:id/show', element: <TabProbe /> }], '/trainer/3/show?tab=bank&page=2');
    expect(await screen.findByText('aba bank')).toBeTruthy();

    await act(() => screen.getByRole('button', { name: 'financeiro' }).click());
    expect(await screen.findByText('aba finance')).toBeTruthy();
    // the list page of the tab left does not follow to the next one
    expect(router.state.location.search).toBe('?tab=finance');

    await act(() => screen.getByRole('button', { name: 'atividades' }).click());
    expect(await screen.findByText('aba activities')).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/trainer/3/show?tab=nada'));
    expect(await screen.findByText('aba activities')).toBeTruthy();
  });
});
