import { formatCount, formatDate, formatDateTime, formatDocument, formatPhone, statusLabel, type ReservationDetail } from '@backoffice/contract';
import { Alert, Button, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageLink } from '../../components/PageLink';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { approveReservation, redefineReservation, rejectReservation, reservations } from './api/reservations';

const FIELD_LABELS = { quantity_approved: 'Vagas aprovadas', subscriptions_remaining: 'Vagas restantes', notes: 'Observações' };
type Action = 'approve' | 'redefine' | 'reject';

/**
 * What the event can still give this reservation. For an approved one the figure counts the places it already holds
 * (the server leaves only the other reservations' places out), so it says so instead of reading as free for others.
 */
function eventVacancies(r: ReservationDetail): string | null {
  const open = r.status === 'pending' || r.status === 'approved';
  if (r.event_vacancies_available === null) return open ? 'Sem limite' : null;
  const available = formatCount(r.event_vacancies_available);
  if (r.status !== 'approved' || r.subscriptions_remaining === 0) return available;
  return `${available}, contando ${formatCount(r.subscriptions_remaining)} ${r.subscriptions_remaining === 1 ? 'guardada' : 'guardadas'} por esta reserva`;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The confirm of each decision: the vacancies (approve, redefine) or a note (reject), with what the event has left. */
function DecisionModal({ r, action, onClose }: { r: ReservationDetail; action: Action | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const used = r.status === 'approved' ? Math.max(0, (r.quantity_approved ?? 0) - r.subscriptions_remaining) : 0;
  // the most this reservation may hold: what the event has left plus what it already holds
  const max = r.event_vacancies_available === null ? undefined : r.event_vacancies_available + used;
  const initial = action === 'redefine' ? (r.quantity_approved ?? r.quantity_requested) : Math.min(r.quantity_requested, max ?? r.quantity_requested);
  const [quantity, setQuantity] = useState<number | string>(initial);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [shownFor, setShownFor] = useState<Action | null>(action);
  if (shownFor !== action) {
    setShownFor(action);
    setQuantity(initial);
    setNotes('');
  }
  const submit = async () => {
    setSaving(true);
    try {
      const body = { quantity_approved: Number(quantity), lock_version: r.lock_version };
      const result =
        action === 'approve'
          ? await approveReservation(r.id, body)
          : action === 'redefine'
            ? await redefineReservation(r.id, body)
            : await rejectReservation(r.id, { lock_version: r.lock_version, notes: notes.trim() || undefined });
      notifySuccess(result.message);
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      await Promise.all([reservations.keys.detail(r.id), reservations.keys.history(r.id), reservations.keys.lists()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setSaving(false);
    }
  };
  const titles: Record<Action, string> = { approve: 'Aprovar reserva', redefine: 'Redefinir vagas da reserva', reject: 'Rejeitar reserva' };
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? titles[action] : ''} size={440} centered>
      <Stack>
        {action === 'reject' ? (
          <>
            <Text size="sm">
              Deseja rejeitar a reserva #{r.id} de {r.requester?.name ?? 'solicitante desconhecido'} ({r.quantity_requested} vagas)?
              {r.status === 'approved' ? ' As vagas ainda não usadas voltam ao evento.' : ''}
            </Text>
            <Textarea label="Motivo (opcional)" maxLength={500} autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
          </>
        ) : (
          <>
            <Text size="sm">
              {r.requester?.name ?? 'O solicitante'} pediu {r.quantity_requested} vagas em {r.event_name}.
            </Text>
            <NumberInput
              label="Vagas aprovadas"
              min={Math.max(1, used)}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              value={quantity}
              onChange={setQuantity}
              description={
                max === undefined
                  ? 'O evento não tem limite de vagas.'
                  : `O evento pode dar até ${max} ${max === 1 ? 'vaga' : 'vagas'} a esta reserva${used ? ` (${used} já usadas)` : ''}.`
              }
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color={action === 'reject' ? 'red' : undefined} onClick={() => void submit()} loading={saving} disabled={action !== 'reject' && !(Number(quantity) >= 1)}>
            {action === 'approve' ? 'Sim, aprovar' : action === 'redefine' ? 'Sim, redefinir' : 'Sim, rejeitar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /reservations/{id}/show — requester, event, vacancies requested / approved / remaining, decisions and history. */
export default function ReservationShowPage() {
  const { id } = useParams();
  const record = reservations.useDetail(id);
  const history = reservations.useHistory(id);
  const canApprove = useCan('approve', 'reservations');
  const canReject = useCan('reject', 'reservations');
  const canRedefine = useCan('redefine', 'reservations');
  const [action, setAction] = useState<Action | null>(null);

  if (record.isPending) return <PageLoader />;
  if (record.isError) return <PageError error={record.error} onRetry={() => void record.refetch()} />;
  const r = record.data;
  const req = r.requester;

  return (
    <Stack gap={0}>
      <PageHeader
        title={`Reserva #${r.id}`}
        backTo="/reservations/list"
        actions={
          <>
            {canReject && (r.status === 'pending' || r.status === 'approved') && (
              <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => setAction('reject')}>
                Rejeitar
              </Button>
            )}
            {canRedefine && r.status === 'approved' && (
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setAction('redefine')}>
                Redefinir vagas
              </Button>
            )}
            {canApprove && r.status === 'pending' && (
              <Button leftSection={<IconCheck size={16} />} onClick={() => setAction('approve')}>
                Aprovar
              </Button>
            )}
          </>
        }
      />
      <DecisionModal r={r} action={action} onClose={() => setAction(null)} />
      <Stack gap="lg">
        {r.status === 'pending' && r.event_vacancies_available !== null && r.event_vacancies_available < r.quantity_requested && (
          <Alert color="yellow">
            O evento tem {r.event_vacancies_available} {r.event_vacancies_available === 1 ? 'vaga disponível' : 'vagas disponíveis'}, menos que as {r.quantity_requested} solicitadas.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Panel title="Reserva">
            <DetailList
              items={[
                { label: 'Status', value: <StatusBadge status={r.status} variant="reservation" /> },
                { label: 'Ano', value: r.year },
                { label: 'Vagas solicitadas', value: formatCount(r.quantity_requested) },
                { label: 'Vagas aprovadas', value: r.quantity_approved === null ? null : formatCount(r.quantity_approved) },
                { label: 'Vagas restantes (não usadas)', value: r.status === 'approved' ? r.subscriptions_remaining : null },
                { label: 'Vagas disponíveis no evento', value: eventVacancies(r) },
                { label: 'Solicitada em', value: formatDateTime(r.created_at) },
                { label: 'Decidida', value: r.decided_at ? `${formatDateTime(r.decided_at)}${r.decided_by_name ? ` por ${r.decided_by_name}` : ''}` : null },
                { label: 'Observações', value: r.notes },
              ]}
            />
          </Panel>
          <Stack gap="lg">
            <Panel title="Evento">
              <DetailList
                items={[
                  { label: 'Evento', value: <PageLink to={`/events/${r.event_id}/show`}>{r.event_name}</PageLink> },
                  { label: 'Data', value: r.event_date ? formatDate(r.event_date) : null },
                ]}
              />
            </Panel>
            <Panel title={req?.kind === 'customer' ? 'Solicitante (cliente)' : 'Solicitante (equipe)'}>
              {req ? (
                <DetailList
                  items={[
                    { label: 'Nome', value: req.kind === 'team' ? <PageLink to={`/teams/${req.id}/show`}>{req.name}</PageLink> : req.name },
                    { label: 'E-mail', value: req.email },
                    { label: 'Documento', value: req.document ? formatDocument(req.document) : null },
                    { label: 'Telefone', value: req.phone ? formatPhone(req.phone) : null },
                  ]}
                />
              ) : (
                <Text c="dimmed">Solicitante removido.</Text>
              )}
            </Panel>
          </Stack>
        </SimpleGrid>
        <Panel title="Histórico">
          <AuditTimeline query={history} fieldLabels={FIELD_LABELS} formatValue={(field, value) => (field === 'status' && typeof value === 'string' ? statusLabel(value, 'reservation') : undefined)} />
        </Panel>
      </Stack>
    </Stack>
  );
}
