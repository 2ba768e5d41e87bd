import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '../lib/confirm';
import { DIALOGS_IDLE_MS, SignedInProviders } from './signed-in-providers';
import { theme } from './theme';

const dialogHost = () => document.querySelector('[data-mantine-shared-portal-node]');

function Page({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  return (
    <button type="button" onClick={() => void confirmAction({ title: 'Excluir cupom', message: 'Deseja excluir o cupom?', kind: 'delete' }).then(onAnswer)}>
      Excluir
    </button>
  );
}

const renderShell = (onAnswer: (yes: boolean) => void = () => {}) =>
  render(
    <MantineProvider theme={theme}>
      <SignedInProviders>
        <Page onAnswer={onAnswer} />
      </SignedInProviders>
    </MantineProvider>,
  );

const src = path.resolve(import.meta.dirname, '..');
const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
const sources = () => walk(src).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('SignedInProviders', () => {
  it('mounts the dialogs only at the first interaction, and the click that made it asks its confirmation', async () => {
    const onAnswer = vi.fn();
    renderShell(onAnswer);
    expect(dialogHost()).toBeNull();
    const button = screen.getByRole('button', { name: 'Excluir' });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(await screen.findByText('Deseja excluir o cupom?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim, deletar' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('a key is an interaction too (the keyboard path)', async () => {
    renderShell();
    const button = screen.getByRole('button', { name: 'Excluir' });
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(await screen.findByText('Deseja excluir o cupom?')).toBeTruthy();
  });

  it('mounts them on an untouched page after DIALOGS_IDLE_MS, for a confirmation nobody clicked for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell();
    act(() => vi.advanceTimersByTime(DIALOGS_IDLE_MS - 10));
    expect(dialogHost()).toBeNull();
    act(() => vi.advanceTimersByTime(10));
    vi.useRealTimers();
    act(() => void confirmAction({ title: 'Sair sem salvar?', message: 'As alterações serão perdidas.', kind: 'ok' }));
    expect(await screen.findByText('As alterações serão perdidas.')).toBeTruthy();
  });

  it('no page asks for the dialogs through useModals() (there is no provider above the pages)', () => {
    const users = sources().filter((f) => /import\s*\{[^}]*\buseModals\b[^}]*\}\s*from\s*'@mantine\/modals'/.test(fs.readFileSync(f, 'utf8')));
    expect(users).toEqual([]);
  });

  it('dialogs are opened only through openConfirmDialog, which waits for the host when it is not in yet', () => {
    const direct = sources().filter((f) => /\bmodals\.open/.test(fs.readFileSync(f, 'utf8')));
    expect(direct.map((f) => path.relative(src, f))).toEqual([path.join('lib', 'dialogs.ts')]);
  });
});
