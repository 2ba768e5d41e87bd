import { formatMoney, MONEY_MAX_DIGITS, parseMoneyDigits } from '@backoffice/contract/constants';
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type' | 'min' | 'max'> & {
  value: number | null | undefined;
  onChange: (value: number) => void;
  /** Restored on blur when the value is below it (§5: default 0). */
  min?: number;
  /** At most this many digits (§9: 11). */
  maxDigits?: number;
};

/**
 * BRL money field (§5): typed digits are cents, as on a cash register ("123456" → R$ 1.234,56); shown with R$,
 * thousands dot and decimal comma; at most 11 digits; below `min` it goes back to `min` on blur.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, min = 0, maxDigits = MONEY_MAX_DIGITS, onBlur, ...rest },
  ref,
) {
  const shown = value === null || value === undefined || Number.isNaN(value) ? '' : formatMoney(value);
  return (
    <TextInput
      {...rest}
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={(e) => onChange(parseMoneyDigits(e.currentTarget.value, maxDigits))}
      onFocus={(e) => {
        const el = e.currentTarget;
        requestAnimationFrame(() => el.setSelectionRange(el.value.length, el.value.length));
        rest.onFocus?.(e);
      }}
      onBlur={(e) => {
        if (value === null || value === undefined || Number.isNaN(value) || value < min) onChange(min);
        onBlur?.(e);
      }}
    />
  );
});
