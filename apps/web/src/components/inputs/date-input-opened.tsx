import { useEffect, useRef } from 'react';
import { DateInput, type DateInputProps } from './DateInput';

/** DeferredDateInput once focused: the date field (Mantine's DateInput, pt-BR), in its own chunk; it takes the focus. */
export default function OpenedDateInput(props: Pick<DateInputProps, 'label' | 'w' | 'value' | 'onChange'>) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return <DateInput ref={input} {...props} />;
}
