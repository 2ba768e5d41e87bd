import { ComboboxChevron, InputBase, type MantineSize } from '@mantine/core';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';

export type DeferredSelectProps = {
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  w?: number;
  size?: MantineSize;
  data: (string | { value: string; label: string })[];
  value: string | null;
  onChange: (value: string | null) => void;
  allowDeselect?: boolean;
};

const loadOpened = () => import('./select-opened');
const OpenedSelect = lazy(loadOpened);
/** The keys that open a closed select (Mantine's Combobox opens on these too). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * A Select for what every list page shows at load (its filters, the page size): until it is used it is a read-only
 * field drawn as Mantine's Select draws itself (same input, chevron, role and name). A list's four or five Selects,
 * with their Combobox, Popover and floating-ui, were part of every list's first load and first render (decision 0105).
 * Its code loads when the pointer or the focus reaches it; a click or an opening key swaps in the real Select, open,
 * with the focus.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const [used, setUsed] = useState(false);
  const use = () => setUsed(true);
  const { label, placeholder, w, size, data, value } = props;
  const shown = data.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)).find((o) => o.value === value)?.label ?? '';
  const closed = (
    <InputBase
      label={label}
      aria-label={props['aria-label']}
      placeholder={placeholder}
      w={w}
      size={size}
      readOnly
      pointer
      value={shown}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<ComboboxChevron size={size} />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => void loadOpened()}
      onFocus={() => void loadOpened()}
      onClick={use}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        use();
      }}
    />
  );
  if (!used) return closed;
  return (
    // until its code is in, the closed field stays (a click on a slow link opens the options when it arrives)
    <Suspense fallback={closed}>
      <OpenedSelect {...props} />
    </Suspense>
  );
}
