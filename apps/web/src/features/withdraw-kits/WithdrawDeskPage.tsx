import { formatCpf, formatShownCpf, formatDate, type WithdrawSubscription } from '@backoffice/contract';
import { Alert, Anchor, Badge, Button, Group, Kbd, Loader, Modal, Paper, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useNetwork } from '@mantine/hooks';
import { IconScan, IconSearch, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { ApiError } from '../../lib/api-client';
import { useCan } from '../../lib/me';
import { deskSearchKey, fetchDeskSearch, useDeskEvent, useDeskSearch, useDeskSubscription } from './api/withdraw-kits';
import { CancelPreorderButton } from './components/CancelPreorderButton';
import { KitActions } from './components/KitActions';
import { HandOver, KitStatus } from './components/KitStatus';
import classes from './desk.module.css';
import { formatCount } from '@backoffice/contract/constants';

/** Search as the volunteer types: short enough to feel instant (the server answers in a few ms, decision 0015), long enough not to send every keystroke of a scanner. */
const SEARCH_DEBOUNCE_MS = 60;

function Counter({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} data-testid={`counter-${label.toLowerCase()}`}>
        {value === undefined ? '—' : formatCount(value)}
      </Text>
    </Paper>
  );
}

function ResultRow({ sub, selected, onOpen, onHover }: { sub: WithdrawSubscription; selected: boolean; onOpen: () => void; onHover: () => void }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.row}
      data-selected={selected || undefined}
      role="option"
      aria-selected={selected}
      id={`desk-row-${sub.id}`}
      onClick={onOpen}
      onMouseMove={onHover}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Stack gap={0} align="center" className={classes.chest}>
          <Text size="xs" c="dimmed">
            Peito
          </Text>
          <Text fz={22} fw={700}>
            {sub.chest_number ?? '—'}
          </Text>
        </Stack>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} size="lg">
              {sub.athlete.name}
            </Text>
            <Text size="sm" c="dimmed">
              {sub.athlete.cpf ? `CPF ${formatShownCpf(sub.athlete.cpf, sub.athlete.masked)}` : ''}
              {sub.order ? ` · Pedido ${sub.order.id}` : ''}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="blue" tt="none">
              {sub.modality.name}
            </Badge>
            <HandOver sub={sub} />
          </Group>
          <KitStatus sub={sub} compact />
        </Stack>
      </Group>
    </Paper>
  );
}

function DeskModal({ eventId, sub, onClose }: { eventId: string; sub: WithdrawSubscription; onClose: () => void }) {
  const detail = useDeskSubscription(eventId, sub.id);
  const canEdit = useCan('update', 'withdraw_kits');
  const canWithdraw = useCan('withdraw', 'withdraw_kits');
  const current = detail.data ?? sub;
  const pickup = detail.data?.pickup;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{current.athlete.name}</Text>} size="lg" centered>
      <Stack gap="md">
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            Peito <b>{current.chest_number ?? '—'}</b>
          </Text>
          {current.athlete.cpf && (
            <Text size="sm">
              {/* the row's CPF is masked; a placeholder until the kit's detail brings it in full, not one then the other */}
              CPF {detail.isPending && current.athlete.masked ? <span className={classes.pendingCpf} aria-label="CPF carregando" role="status" /> : formatShownCpf(current.athlete.cpf, current.athlete.masked)}
            </Text>
          )}
          <Text size="sm">{current.modality.name}</Text>
        </Group>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            Entregar
          </Text>
          <HandOver sub={current} />
        </div>
        <KitStatus sub={current} />
        {pickup?.third_party_name && (
          <Alert color="blue" variant="light" title="Autorizado a retirar">
            {pickup.third_party_name}
            {pickup.third_party_cpf ? ` — CPF ${formatCpf(pickup.third_party_cpf)}` : ''}
          </Alert>
        )}
        {pickup?.notes && (
          <Alert color="gray" variant="light" title="Observações">
            {pickup.notes}
          </Alert>
        )}
        {/* rendered at once (not after the detail loads) so that the confirm button takes the focus when the modal opens */}
        <KitActions key={`${current.id}-${current.kit_withdrawn_at ?? ''}`} eventId={eventId} sub={current} defaultPickedUpBy={pickup?.third_party_name ?? null} confirmWithEnter onDone={onClose} />
        {current.order?.status === 'preorder' && (
          <Group justify="flex-end">
            <CancelPreorderButton sub={current} onDone={onClose} />
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={`/withdraw_kits/events/${eventId}/subscriptions/${current.id}/show`} size="sm">
            Ver ficha completa e histórico
          </Anchor>
          {canEdit && (
            <Anchor component={Link} to={`/withdraw_kits/events/${eventId}/subscriptions/${current.id}/edit`} size="sm">
              Configurações de retirada
            </Anchor>
          )}
        </Group>
        {/* The hint says what Enter does here: nothing to confirm for a kit already withdrawn or an unpaid athlete. */}
        <Text size="xs" c="dimmed">
          {current.withdrawable && canWithdraw ? (
            <>
              <Kbd>Enter</Kbd> confirma a retirada ·{' '}
            </>
          ) : null}
          <Kbd>Esc</Kbd> volta à busca
        </Text>
      </Stack>
    </Modal>
  );
}

/** /withdraw_kits/events/{id} — the desk: one search box, keyboard only, live counters, offline-safe actions. */
export default function WithdrawDeskPage() {
  const { id } = useParams();
  const eventId = id!;
  const queryClient = useQueryClient();
  const event = useDeskEvent(eventId, true);
  const network = useNetwork();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<WithdrawSubscription | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useDeskSearch(eventId, query);
  const debounced = useDebouncedCallback((q: string) => {
    setQuery(q.trim());
    setSelected(0);
  }, SEARCH_DEBOUNCE_MS);
  const items = query ? (search.data ?? []) : [];

  const pollFailed = event.isError && event.error instanceof ApiError && event.error.isNetwork && event.data !== undefined;
  const searchFailed = search.isError && search.error instanceof ApiError && search.error.isNetwork;
  const offline = !network.online || pollFailed || searchFailed;

  const focusSearch = () =>
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.select();
    });
  useEffect(() => {
    if (!open) focusSearch();
  }, [open]);

  const selectedSub = items[Math.min(selected, items.length - 1)];
  useEffect(() => {
    if (selectedSub) document.getElementById(`desk-row-${selectedSub.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedSub]);

  async function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setSelected((i) => Math.min(i + 1, Math.max(items.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setSelected((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Escape') {
      debounced.cancel();
      setText('');
      setQuery('');
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const typed = text.trim();
      if (!typed) return;
      if (typed !== query) {
        // a scanner types the code and Enter at once: search now and open a single match
        debounced.cancel();
        setQuery(typed);
        setSelected(0);
        try {
          const found = await queryClient.fetchQuery({ queryKey: deskSearchKey(eventId, typed), queryFn: ({ signal }) => fetchDeskSearch(eventId, typed, signal), staleTime: 2000 });
          if (found.length >= 1) setOpen(found[0]!);
        } catch {
          // shown by the offline banner
        }
        return;
      }
      if (selectedSub) setOpen(selectedSub);
    }
  }

  if (event.isPending) return <PageLoader />;
  if (event.isError && !event.data) return <PageError error={event.error} onRetry={() => void event.refetch()} />;
  const ev = event.data!;
  const pct = ev.counters.total ? Math.round((ev.counters.withdrawn / ev.counters.total) * 100) : 0;

  return (
    <Stack gap="md" className={classes.desk}>
      <PageHeader title={ev.name} backTo="/withdraw_kits/events" />
      <Group gap="sm" mt={-16} wrap="wrap">
        <Text size="sm" c="dimmed">
          {formatDate(ev.event_date)}
          {ev.kits_withdraw_date ? ` · retirada ${formatDate(ev.kits_withdraw_date)}${ev.kits_withdraw_date_end && ev.kits_withdraw_date_end !== ev.kits_withdraw_date ? ` a ${formatDate(ev.kits_withdraw_date_end)}` : ''}` : ''}
          {ev.place ? ` · ${ev.place}` : ''}
        </Text>
        {offline ? (
          <Badge color="red" size="lg" leftSection={<IconWifiOff size={14} />} role="status">
            Sem conexão
          </Badge>
        ) : (
          <Badge color="green" variant="light" leftSection={<IconWifi size={14} />}>
            Conectado
          </Badge>
        )}
      </Group>
      {offline && (
        <Alert color="red" icon={<IconWifiOff />} title="Sem conexão com o servidor" role="alert">
          Buscas e retiradas não estão chegando ao servidor. Nenhum kit aparece como retirado sem a confirmação do servidor; quando a conexão voltar, repita a ação — ela não é
          aplicada duas vezes.
        </Alert>
      )}
      <SimpleGrid cols={3} spacing="sm">
        <Counter label="Retirados" value={ev.counters.withdrawn} color="green.8" />
        <Counter label="Restantes" value={ev.counters.remaining} color="blue.8" />
        <Counter label="Total" value={ev.counters.total} color="gray.8" />
      </SimpleGrid>
      <Progress value={pct} size="lg" aria-label={`${pct}% dos kits retirados`} />
      <TextInput
        ref={inputRef}
        size="xl"
        autoFocus
        aria-label="Buscar atleta"
        placeholder="Nome, CPF, nº de peito, pedido ou código lido"
        leftSection={<IconSearch />}
        rightSection={search.isFetching ? <Loader size="sm" /> : <IconScan opacity={0.5} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          debounced(e.currentTarget.value);
        }}
        onKeyDown={(e) => void onKeyDown(e)}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="desk-results"
        aria-activedescendant={selectedSub ? `desk-row-${selectedSub.id}` : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <Text size="xs" c="dimmed">
        <Kbd>↑</Kbd> <Kbd>↓</Kbd> escolher · <Kbd>Enter</Kbd> abrir · <Kbd>Enter</Kbd> confirmar · <Kbd>Esc</Kbd> limpar
      </Text>
      <Stack gap="xs" id="desk-results" role="listbox" aria-label="Atletas encontrados" data-testid="desk-results" data-query={query} data-shown={query && search.isSuccess && !search.isPlaceholderData ? query : ''}>
        {query && search.isSuccess && items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            Nenhum atleta encontrado para “{query}”.
          </Text>
        )}
        {!query && (
          <Text c="dimmed" ta="center" py="lg">
            Digite o nome, o CPF, o número de peito ou o pedido — ou leia o código do atleta.
          </Text>
        )}
        {items.map((sub, i) => (
          <ResultRow key={sub.id} sub={sub} selected={i === selected} onOpen={() => setOpen(sub)} onHover={() => setSelected(i)} />
        ))}
      </Stack>
      {items.length > 0 && (
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={focusSearch}>
            Voltar à busca
          </Button>
        </Group>
      )}
      {open && <DeskModal eventId={eventId} sub={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
