import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import SignInPage from './SignInPage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

describe('sign-in form', () => {
  it('checks on submit: the messages under the fields, the focus on the first one in error, nothing sent', async () => {
    renderRoutes([{ path: '/sign_in', element: <SignInPage /> }], '/sign_in');
    type('E-mail', 'admin@demo');
    submit();
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(screen.getByText('Informe a senha')).toBeTruthy();
    expect(document.activeElement).toBe(field('E-mail'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('once submitted, checks an edited field again as it changes, and only that field', async () => {
    renderRoutes([{ path: '/sign_in', element: <SignInPage /> }], '/sign_in');
    submit();
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    type('E-mail', 'admin@demo.local');
    await waitFor(() => expect(screen.queryByText('E-mail inválido')).toBeNull());
    expect(screen.getByText('Informe a senha')).toBeTruthy();
    type('Senha', 'x'.repeat(129));
    expect(await screen.findByText('Use no máximo 128 caracteres')).toBeTruthy();
    type('E-mail', 'admin');
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(document.activeElement).not.toBe(field('Senha'));
  });

  it('sends the e-mail in lower case and shows a wrong password as the §8 notification', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'Credenciais inválidas.', code: 4001 }] }, 401));
    renderRoutes([{ path: '/sign_in', element: <SignInPage /> }], '/sign_in');
    type('E-mail', 'Admin@Demo.Local');
    type('Senha', 'senha-errada-123');
    submit();
    expect(await screen.findByText('Credenciais inválidas.')).toBeTruthy();
    expect(screen.getByText('Falha na Autenticação')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toMatch(/\/v2\/session$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@demo.local', password: 'senha-errada-123' });
    expect(screen.queryByText('E-mail inválido')).toBeNull();
  });
});
