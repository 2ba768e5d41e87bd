import { formatDate } from '@backoffice/contract/constants';
import { InputBase, InputClearButton } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

export type DeferredDateInputProps = {
  label: string;
  w?: number;
  /** YYYY-MM-DD (what the API sends and expects). */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
};

const loadDateInput = () => import('./date-input-opened');
const OpenedDateInput = lazy(loadDateInput);

/**
 * A list's date filter: until it gets the focus or a click it is a read-only field drawn as the date field draws
 * itself (calendar icon, DD.MM.AAAA, the clear button, which works without loading anything). Mantine's DateInput,
 * its calendar, Popover, floating-ui and dayjs are not part of a list's first load (decision 0105): they start
 * loading when the pointer reaches the field, and the focus swaps in the real field, focused.
 */
export function DeferredDateInput({ label, w, value, onChange }: DeferredDateInputProps) {
  const [used, setUsed] = useState(false);
  const closed = (
    <InputBase
      label={label}
      w={w}
      readOnly
      autoComplete="off"
      placeholder="DD.MM.AAAA"
      value={formatDate(value)}
      leftSection={<IconCalendar size={16} />}
      __clearSection={<InputClearButton onClick={() => onChange(null)} />}
      __clearable={!!value}
      onPointerEnter={() => void loadDateInput()}
      onFocus={() => setUsed(true)}
    />
  );
  if (!used) return closed;
  return (
    // until its code is in, the closed field stays; then the date field takes the focus
    <Suspense fallback={closed}>
      <OpenedDateInput label={label} w={w} value={value} onChange={onChange} />
    </Suspense>
  );
}
