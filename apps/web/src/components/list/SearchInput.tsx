import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export type SearchInputProps = {
  value: string;
  onSearch: (query: string) => void;
  placeholder?: string;
  delay?: number;
};

/** Whether a key press belongs to something being typed in (a field, an editor). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Debounced search box bound to the list's `query` (Enter searches at once, Esc clears, "/" anywhere comes to it). */
export function SearchInput({ value, onSearch, placeholder = 'Buscar', delay = 400 }: SearchInputProps) {
  const [text, setText] = useState(value);
  // back/forward changes the URL: follow it
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const debounced = useDebouncedCallback((q: string) => onSearch(q), delay);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // "/" goes to the list's search, as in most web apps staff know; the page's first search box takes it
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target) || document.querySelector('[role="dialog"]')) return;
      if (document.querySelector('[data-list-search]') !== input.current) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <TextInput
      ref={input}
      data-list-search
      aria-keyshortcuts="/"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      maw={360}
      miw={minWidthFor(placeholder)}
      style={{ flex: 1 }}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          debounced.cancel();
          onSearch(text);
        } else if (e.key === 'Escape' && text) {
          debounced.cancel();
          setText('');
          onSearch('');
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Limpar busca"
            size="sm"
            onClick={() => {
              debounced.cancel();
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
    />
  );
}

/** Wide enough for its placeholder (~8 px a character at the input's size, plus the icon and padding), between 220 and 360 px. */
function minWidthFor(placeholder: string): number {
  return Math.min(360, Math.max(220, placeholder.length * 8 + 60));
}
