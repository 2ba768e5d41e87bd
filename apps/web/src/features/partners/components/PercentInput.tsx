import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A percentage 0–100 with at most 2 decimals, typed with a decimal comma (pt-BR). */
export function PercentInput<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          suffix="%"
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
