import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  it('takes the focus when "/" is pressed outside any field, without typing it', () => {
    renderWithProviders(
      <>
        <input aria-label="Outro campo" />
        <SearchInput value="" onSearch={() => {}} placeholder="Buscar evento" />
        <SearchInput value="" onSearch={() => {}} placeholder="Buscar modalidade" />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Buscar evento' });
    expect(search.getAttribute('aria-keyshortcuts')).toBe('/');
    const pressed = fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(search);
    expect(pressed).toBe(false); // its default (typing "/") prevented
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('is at least as wide as its placeholder needs (an orders search cut its hint at 1366 px), within 220–360 px', () => {
    renderWithProviders(
      <>
        <SearchInput value="" onSearch={() => {}} placeholder="Buscar" />
        <SearchInput value="" onSearch={() => {}} placeholder="Nome do cliente (sem acento também)" />
        <SearchInput value="" onSearch={() => {}} placeholder={'Nome, CPF, e-mail, telefone, cidade ou equipe do titular'} />
      </>,
    );
    const minWidth = (name: string) => screen.getByRole('textbox', { name }).closest<HTMLElement>('.mantine-TextInput-root')!.style.minWidth;
    expect(minWidth('Buscar')).toBe('calc(13.75rem * var(--mantine-scale))');
    expect(minWidth('Nome do cliente (sem acento também)')).toBe('calc(21.25rem * var(--mantine-scale))');
    expect(minWidth('Nome, CPF, e-mail, telefone, cidade ou equipe do titular')).toBe('calc(22.5rem * var(--mantine-scale))');
  });

  it('leaves "/" alone while someone types in another field or a dialog is open', () => {
    renderWithProviders(
      <>
        <input aria-label="Outro campo" />
        <SearchInput value="" onSearch={() => {}} placeholder="Buscar evento" />
      </>,
    );
    const other = screen.getByRole('textbox', { name: 'Outro campo' });
    other.focus();
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(other);

    other.blur();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(document.body);
    dialog.remove();
  });

  it('searches at once on Enter and clears on Escape', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput value="" onSearch={onSearch} placeholder="Buscar evento" />);
    const search = screen.getByRole('textbox', { name: 'Buscar evento' });
    fireEvent.change(search, { target: { value: 'maratona' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('maratona');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((search as HTMLInputElement).value).toBe('');
  });
});
