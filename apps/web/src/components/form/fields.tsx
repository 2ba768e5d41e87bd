import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageUpload } from '../inputs';

type FieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** enabled/disabled as a select; `feminine` for records named with a feminine noun (modalidade, ONG). */
export function StatusField<T extends FieldValues>({ control, name, feminine = false }: FieldProps<T> & { feminine?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label="Status"
          allowDeselect={false}
          data={[
            { value: 'enabled', label: feminine ? 'Ativa' : 'Ativo' },
            { value: 'disabled', label: feminine ? 'Inativa' : 'Inativo' },
          ]}
          value={field.value ?? 'enabled'}
          onChange={(v) => field.onChange(v ?? 'enabled')}
        />
      )}
    />
  );
}

/** A numeric id picked from options (`useLookupOptions`): the form holds the number, the select its text. */
export function IdSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required = false,
  ...rest
}: FieldProps<T> & { label: string; options: { value: string; label: string }[]; required?: boolean } & Pick<SelectProps, 'searchable' | 'nothingFoundMessage'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          placeholder="Selecione"
          data={options}
          value={field.value ? String(field.value) : null}
          onChange={(v) => field.onChange(v ? Number(v) : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          {...rest}
        />
      )}
    />
  );
}

/** An image sent through the upload flow (§5), its URL in the form. */
export function ImageField<T extends FieldValues>({ control, name, label, description }: FieldProps<T> & { label: string; description?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <ImageUpload label={label} description={description} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
    />
  );
}
