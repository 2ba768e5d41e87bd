import { DeferredSelect } from '../DeferredSelect';

export type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  options: { value: string; label: string }[];
  /** Label of the "no filter" option. */
  allLabel?: string;
};

/**
 * A list filter bound to one URL param (use with `list.setFilter`); its label is visible, so four 'Todos' never stand
 * unnamed side by side. A DeferredSelect: Mantine's Select loads when the filter is first used (decision 0105).
 */
export function FilterSelect({ label, value, onChange, options, allLabel = 'Todos' }: FilterSelectProps) {
  return (
    <DeferredSelect
      label={label}
      placeholder={label}
      w={200}
      allowDeselect={false}
      data={[{ value: '', label: allLabel }, ...options]}
      value={value}
      onChange={(v) => onChange(v || null)}
    />
  );
}
