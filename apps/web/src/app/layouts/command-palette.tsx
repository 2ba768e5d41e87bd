import '@mantine/spotlight/styles.css';
import { Spotlight, spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCanOpen } from '../../lib/me';
import { useAllowedSections } from './Sidebar';
import { paletteEntries, type PaletteEntry } from './command-palette-entries';

/** The entries in their groups, each going to its page. */
function groupsOf(entries: PaletteEntry[], go: (to: string) => void): SpotlightActionGroupData[] {
  const groups = new Map<string, SpotlightActionGroupData>();
  for (const e of entries) {
    const group = groups.get(e.group) ?? { group: e.group, actions: [] };
    group.actions.push({ id: e.id, label: e.label, ...(e.description ? { description: e.description } : {}), onClick: () => go(e.to) });
    groups.set(e.group, group);
  }
  return [...groups.values()];
}

/**
 * The command palette (Ctrl/⌘ + K, or the header's search button): go to any page this user may open, create a record,
 * open an order, event or customer by its number, or search a name, CPF or e-mail in the customers, orders and events. Loaded on first use; `request` changes each time it is asked for.
 */
export default function CommandPalette({ request }: { request: number }) {
  const navigate = useNavigate();
  const sections = useAllowedSections();
  const canOpen = useCanOpen();
  useEffect(() => spotlight.open(), [request]);

  return (
    <Spotlight
      actions={groupsOf(paletteEntries(sections, canOpen, ''), navigate)}
      // the query's own entries (accents ignored, a number opened as records), in the render that shows the query
      filter={(query) => groupsOf(paletteEntries(sections, canOpen, query), navigate)}
      // the shell listens for the shortcut, so the palette's code loads only when someone asks for it
      shortcut={null}
      nothingFound="Nenhuma página encontrada"
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} stroke={1.5} />, placeholder: 'Página, número de um pedido, nome, CPF ou e-mail…', 'aria-label': 'Buscar páginas' }}
    />
  );
}
