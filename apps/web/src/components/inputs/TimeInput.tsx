import { TimeInput as MantineTimeInput, type TimeInputProps as MantineTimeInputProps } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { forwardRef } from 'react';

export type TimeInputProps = Omit<MantineTimeInputProps, 'value' | 'onChange' | 'withSeconds'> & {
  /** HH:mm */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/** Time field (§5): HH:mm, 24 h. */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(function TimeInput({ value, onChange, ...rest }, ref) {
  return (
    <MantineTimeInput
      {...rest}
      ref={ref}
      leftSection={<IconClock size={16} />}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value.slice(0, 5))}
    />
  );
});
