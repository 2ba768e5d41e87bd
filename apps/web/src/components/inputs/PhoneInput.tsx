import { onlyDigits, PHONE_DEFAULT_COUNTRY_CODE } from '@backoffice/contract/constants';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

export type PhoneInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Digits with the country code, e.g. "5511987654321". */
  value: string | null | undefined;
  onChange: (digits: string) => void;
  countryCode?: string;
};

function maskLocal(d: string) {
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${ddd}) ${rest}`;
}

/** Brazilian phone (§9: +55 by default): "(11) 98765-4321" after a fixed +55. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onChange, countryCode = PHONE_DEFAULT_COUNTRY_CODE, ...rest },
  ref,
) {
  let local = onlyDigits(value ?? '');
  if (local.startsWith(countryCode) && local.length > 11) local = local.slice(countryCode.length);
  return (
    <TextInput
      {...rest}
      ref={ref}
      type="tel"
      inputMode="tel"
      placeholder={rest.placeholder ?? '(00) 00000-0000'}
      leftSection={<Text size="sm" c="dimmed">+{countryCode}</Text>}
      leftSectionWidth={44}
      value={maskLocal(local)}
      onChange={(e) => {
        const d = onlyDigits(e.currentTarget.value).slice(0, 11);
        onChange(d ? `${countryCode}${d}` : '');
      }}
    />
  );
});
