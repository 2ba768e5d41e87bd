import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../../test/render';
import { useApiForm } from './use-api-form';
import { LEAVE_MESSAGE } from './use-leave-guard';

const schema = z.object({ name: z.string().min(1) });

function Page({ submit, onSuccess }: { submit: () => Promise<unknown>; onSuccess?: () => void }) {
  const form = useApiForm({ schema, defaultValues: { name: '' }, submit, onSuccess });
  return (
    <form onSubmit={form.save()}>
      <TextInput label="Nome" {...form.register('name')} />
      <button type="submit">Salvar</button>
      <Link to="/outra">Sair</Link>
    </form>
  );
}

describe('leave guard', () => {
  it('asks before leaving a dirty form and stays on "Cancelar"', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <Page submit={vi.fn()} /> },
        { path: '/outra', element: <p>Outra página</p> },
      ],
      '/',
    );
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveProperty('value', 'Ana'));
    fireEvent.click(screen.getByText('Sair'));
    expect(await screen.findByText(LEAVE_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a saved form leave without asking', async () => {
    const holder: { router?: ReturnType<typeof renderRoutes>['router'] } = {};
    const go = () => void holder.router?.navigate('/outra');
    holder.router = renderRoutes(
      [
        { path: '/', element: <Page submit={vi.fn().mockResolvedValue({})} onSuccess={go} /> },
        { path: '/outra', element: <p>Outra página</p> },
      ],
      '/',
    ).router;
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    await act(async () => fireEvent.click(screen.getByText('Salvar')));
    expect(await screen.findByText('Outra página')).toBeTruthy();
    expect(screen.queryByText(LEAVE_MESSAGE)).toBeNull();
  });
});
