import { Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { DeferredSelectProps } from './DeferredSelect';

/**
 * DeferredSelect once used: Mantine's Select (Combobox, Popover, floating-ui), in its own chunk (decision 0105). It
 * mounts with its options open and the focus on its input, where the closed field had them.
 */
export default function OpenedSelect(props: DeferredSelectProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return <Select ref={input} {...props} defaultDropdownOpened />;
}
