import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export type SearchInputProps = {
  value: string;
  onSearch: (query: string) => void;
  placeholder?: string;
  delay?: number;
};

/** Debounced search box bound to the list's `query` (Enter searches at once, Esc clears). */
export function SearchInput({ value, onSearch, placeholder = 'Buscar', delay = 400 }: SearchInputProps) {
  const [text, setText] = useState(value);
  // back/forward changes the URL: follow it
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const debounced = useDebouncedCallback((q: string) => onSearch(q), delay);

  return (
    <TextInput
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      maw={360}
      miw={220}
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
