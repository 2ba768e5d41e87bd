import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Tabs, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderRoutes } from '../../test/render';
import { ImageUpload } from '../inputs/ImageUpload';
import { applyServerErrors } from './server-errors';
import { useApiForm } from './use-api-form';

const schema = z.object({ name: z.string().min(2, 'Nome curto'), email: z.string() });

function TestForm({ submit }: { submit: (v: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useApiForm({ schema, defaultValues: { name: '', email: '' }, submit });
  return (
    <form onSubmit={form.save()} noValidate>
      <TextInput label="Nome" {...form.register('name')} error={form.formState.errors.name?.message} />
      <TextInput label="E-mail" {...form.register('email')} error={form.formState.errors.email?.message} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('applyServerErrors', () => {
  it('puts field errors on known fields and returns the rest', () => {
    const setError = vi.fn();
    const error = new ApiError(422, [
      { message: 'E-mail já cadastrado', field: 'email' },
      { message: 'Perfil inválido', field: 'profile_ids.0' },
      { message: 'Campo desconhecido', field: 'other' },
      { message: 'Falhou' },
    ]);
    const rest = applyServerErrors(error, ['name', 'email', 'profile_ids'], setError);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'E-mail já cadastrado' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('profile_ids.0', { type: 'server', message: 'Perfil inválido' }, { shouldFocus: false });
    expect(rest).toEqual(['Campo desconhecido', 'Falhou']);
  });
});

describe('useApiForm', () => {
  it('validates with the zod schema before sending', async () => {
    const submit = vi.fn();
    renderRoutes([{ path: '/', element: <TestForm submit={submit} /> }], '/');
    fireEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Nome curto')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows server field errors on their inputs and the others as "Ocorreu um Erro"', async () => {
    const submit = vi.fn().mockRejectedValue(
      new ApiError(422, [
        { message: 'E-mail já cadastrado', field: 'email' },
        { message: 'Limite de usuários atingido' },
      ]),
    );
    renderRoutes([{ path: '/', element: <TestForm submit={submit} /> }], '/');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@x.com' } });
    fireEvent.click(screen.getByText('Salvar'));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Ana Souza', email: 'ana@x.com' }));
    expect(await screen.findByText('E-mail já cadastrado')).toBeTruthy();
    expect(await screen.findByText('Ocorreu um Erro')).toBeTruthy();
    expect(screen.getByText('Limite de usuários atingido')).toBeTruthy();
  });

  it('offers "Recarregar" on a 409', async () => {
    const submit = vi.fn().mockRejectedValue(new ApiError(409, [{ message: 'Este registro foi alterado por outra pessoa.' }]));
    renderRoutes([{ path: '/', element: <TestForm submit={submit} /> }], '/');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Este registro foi alterado por outra pessoa.')).toBeTruthy();
    expect(screen.getByText('Recarregar')).toBeTruthy();
  });
});

const tabbed = z.object({ name: z.string().min(2, 'Nome curto'), city: z.string().min(1, 'Informe a cidade') });

function TabbedForm({ submit }: { submit: (v: z.output<typeof tabbed>) => Promise<unknown> }) {
  const form = useApiForm({ schema: tabbed, defaultValues: { name: '', city: '' }, submit });
  return (
    <form onSubmit={form.save()} noValidate>
      <Tabs defaultValue="data">
        <Tabs.List>
          <Tabs.Tab value="data">Dados</Tabs.Tab>
          <Tabs.Tab value="place">Local</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data">
          <TextInput label="Nome" {...form.register('name')} error={form.formState.errors.name?.message} />
        </Tabs.Panel>
        <Tabs.Panel value="place">
          <TextInput label="Cidade" {...form.register('city')} error={form.formState.errors.city?.message} />
        </Tabs.Panel>
      </Tabs>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('a refused save shows where', () => {
  it('opens the tab of the first field in error, focuses it, and lists the fields in error', async () => {
    renderRoutes([{ path: '/', element: <TabbedForm submit={vi.fn()} /> }], '/');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Corrida da Serra' } });
    fireEvent.click(screen.getByText('Salvar'));
    // the summary lists the field, as a button that takes the person to it
    expect(await screen.findByRole('button', { name: 'Cidade' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Local' }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Cidade')));
  });

  it('lists an image upload in error with the inputs, in the order of the form, and focuses its button first', async () => {
    renderRoutes([{ path: '/', element: <ImageForm /> }], '/');
    fireEvent.click(screen.getByText('Salvar'));
    const summary = await screen.findByText('Corrija os campos destacados');
    const items = (summary.closest('[role="alert"]') as HTMLElement).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['Imagem', 'Título']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enviar imagem: Imagem' })));
  });
});

const withImage = z.object({ image_url: z.string().nullable().refine((v) => v !== null, 'Envie a imagem'), title: z.string().min(2, 'Título curto') });

function ImageForm() {
  const form = useApiForm({ schema: withImage, defaultValues: { image_url: null, title: '' }, submit: vi.fn() });
  return (
    <form onSubmit={form.save()} noValidate>
      <Controller
        control={form.control}
        name="image_url"
        render={({ field, fieldState }) => <ImageUpload label="Imagem" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <TextInput label="Título" {...form.register('title')} error={form.formState.errors.title?.message} />
      <button type="submit">Salvar</button>
    </form>
  );
}
