import { formatDate } from '@backoffice/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useEventSearch, type EventOption } from '../api/marketing';

const label = (e: EventOption) => (e.event_date ? `${e.name} (${formatDate(e.event_date)})` : e.name);

/** One event, searched by name over GET /v1/events (60 per search, §9). `known` names the event already chosen. */
export function EventSelect({
  value,
  onChange,
  known,
  error,
  label: fieldLabel = 'Evento',
  description,
}: {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  known: EventOption | null;
  error?: string;
  label?: string;
  description?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useEventSearch(debounced);
  const [chosen, setChosen] = useState<EventOption | null>(known);
  const data = useMemo(() => {
    const list = [...(found.data?.items ?? [])];
    const current = chosen ?? known;
    if (current && !list.some((e) => e.id === current.id)) list.unshift(current);
    return list.map((e) => ({ value: String(e.id), label: label(e) }));
  }, [found.data, chosen, known]);

  return (
    <Select
      label={fieldLabel}
      description={description}
      placeholder="Buscar evento pelo nome"
      searchable
      clearable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : 'Nenhum evento encontrado'}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => {
        const id = v ? Number(v) : null;
        setChosen(found.data?.items.find((e) => e.id === id) ?? null);
        onChange(id);
      }}
      error={error}
      maxDropdownHeight={300}
    />
  );
}
