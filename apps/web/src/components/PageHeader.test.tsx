import { Badge } from '@mantine/core';
import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PageHeader } from './PageHeader';
import { pageTabTitle } from './TabTitle';

describe('PageHeader: the browser tab says which page it is', () => {
  it('names the tab after a text title and gives the tab back when the page goes', async () => {
    document.head.innerHTML = '<title>Backoffice</title>';
    const page = renderWithProviders(
      <MemoryRouter>
        <PageHeader title="Pedido #12" backTo="/orders/list" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Pedido #12 · Backoffice'));
    page.unmount();
    expect(document.title).toBe('Backoffice');
  });

  it('takes documentTitle when the title is not text, and leaves a loading record without one', async () => {
    document.head.innerHTML = '<title>Backoffice</title>';
    renderWithProviders(
      <MemoryRouter>
        <PageHeader
          title={
            <>
              Cupom BLACK10 <Badge>Ativo</Badge>
            </>
          }
          documentTitle="Cupom BLACK10"
        />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Cupom BLACK10 · Backoffice'));
    expect(pageTabTitle(undefined)).toBeNull();
    expect(pageTabTitle('  ')).toBeNull();
    expect(pageTabTitle(<b>x</b>)).toBeNull();
  });
});
