import { formatDate } from '@backoffice/contract';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useEventSearch, type EventOption } from '../api/event-groups';

export type EventsMultiSelectProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** Names of the events already in the group (so chosen ids show their names before any search). */
  known: EventOption[];
  error?: string;
};

const label = (e: EventOption) => (e.event_date ? `${e.name} (${formatDate(e.event_date)})` : e.name);

/** Searchable multi-select of events over GET /v1/events (20 per search). */
export function EventsMultiSelect({ value, onChange, onBlur, known, error }: EventsMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useEventSearch(debounced);
  // Names of everything seen so far, so a chosen event keeps its label when a new search no longer lists it.
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map(known.map((e) => [e.id, label(e)])));
  const results = found.data?.items;
  const [lastResults, setLastResults] = useState<EventOption[] | undefined>(undefined);
  if (results !== lastResults) {
    setLastResults(results);
    if (results?.some((e) => !seen.has(e.id))) setSeen(new Map([...seen, ...results.map((e) => [e.id, label(e)] as const)]));
  }
  const data = useMemo(() => {
    const ids = new Set<number>([...value, ...(results ?? []).map((e) => e.id)]);
    return [...ids].map((id) => ({ value: String(id), label: seen.get(id) ?? `Evento #${id}` }));
  }, [value, results, seen]);

  return (
    <MultiSelect
      label="Eventos"
      description="Busque pelo nome do evento; a ordem de escolha é a ordem no grupo"
      placeholder="Buscar eventos"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : found.isError ? 'Não foi possível buscar os eventos' : 'Nenhum evento encontrado'}
      data={data}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      onBlur={onBlur}
      error={error}
      maxDropdownHeight={300}
    />
  );
}
