import { parseDisplayDate } from '@backoffice/contract/constants';
import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { FIRST_DAY_OF_WEEK } from './dates-setup';

export type DateInputProps = Omit<MantineDateInputProps, 'value' | 'onChange' | 'defaultValue' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD (what the API sends and expects). */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
};

/** Date field (§5): shown and typed as DD.MM.YYYY (also DD/MM/YYYY), value YYYY-MM-DD; pt-BR calendar. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput({ value, onChange, ...rest }, ref) {
  return (
    <MantineDateInput
      {...rest}
      ref={ref}
      locale="pt-br"
      firstDayOfWeek={rest.firstDayOfWeek ?? FIRST_DAY_OF_WEEK}
      valueFormat="DD.MM.YYYY"
      placeholder={rest.placeholder ?? 'DD.MM.AAAA'}
      dateParser={(text) => parseDisplayDate(text)}
      value={value || null}
      onChange={(v) => onChange(v ? v.slice(0, 10) : null)}
      leftSection={<IconCalendar size={16} />}
      clearable={rest.clearable ?? true}
    />
  );
});
