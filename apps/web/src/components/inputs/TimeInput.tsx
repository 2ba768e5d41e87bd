import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import './dates-setup';

export type TimeInputProps = Omit<TimePickerProps, 'value' | 'onChange' | 'withSeconds' | 'format'> & {
  /** HH:mm */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * Time field (§5): HH:mm, 24 h, whatever the browser's language (a native `<input type="time">` shows "11:59 PM"
 * under an English browser). Hours and minutes are typed in two boxes with pt-BR names.
 */
export function TimeInput({ value, onChange, ...rest }: TimeInputProps) {
  return (
    <TimePicker
      {...rest}
      format="24h"
      leftSection={<IconClock size={16} />}
      hoursInputLabel="Horas"
      minutesInputLabel="Minutos"
      hoursPlaceholder="hh"
      minutesPlaceholder="mm"
      value={value ?? ''}
      onChange={(v) => onChange(v.slice(0, 5))}
    />
  );
}
