import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, onlyDigits } from '@backoffice/contract/constants';
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';

type MaskedProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Digits only. */
  value: string | null | undefined;
  onChange: (digits: string) => void;
};

function makeMaskedInput(opts: { length: number; format: (d: string) => string; valid: (d: string) => boolean; invalid: string; placeholder: string }) {
  return forwardRef<HTMLInputElement, MaskedProps>(function Masked({ value, onChange, error, onBlur, ...rest }, ref) {
    const [touched, setTouched] = useState(false);
    const digits = onlyDigits(value ?? '');
    const ownError = touched && digits.length > 0 && !opts.valid(digits) ? opts.invalid : undefined;
    return (
      <TextInput
        {...rest}
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        placeholder={rest.placeholder ?? opts.placeholder}
        value={opts.format(digits)}
        error={error ?? ownError}
        onChange={(e) => onChange(onlyDigits(e.currentTarget.value).slice(0, opts.length))}
        onBlur={(e) => {
          setTouched(true);
          onBlur?.(e);
        }}
      />
    );
  });
}

/** CPF with mask 000.000.000-00 and check-digit validation (value: 11 digits). */
export const CpfInput = makeMaskedInput({ length: 11, format: formatCpf, valid: isValidCpf, invalid: 'CPF inválido', placeholder: '000.000.000-00' });

/** CNPJ with mask 00.000.000/0000-00 and check-digit validation (value: 14 digits). */
export const CnpjInput = makeMaskedInput({ length: 14, format: formatCnpj, valid: isValidCnpj, invalid: 'CNPJ inválido', placeholder: '00.000.000/0000-00' });
