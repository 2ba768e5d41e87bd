import { formatDate, formatDateTime, formatDocument, formatPhone, statusLabel, type AuditEntry } from '@backoffice/contract';
import { Skeleton, Stack, Table, Text, Timeline } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconCirclePlus, IconEdit, IconToggleLeft, IconTrash } from '@tabler/icons-react';
import { MSG } from '@backoffice/contract';

const ACTIONS: Record<string, { label: string; icon: typeof IconEdit; color: string }> = {
  created: { label: 'Criado', icon: IconCirclePlus, color: 'green' },
  updated: { label: 'Editado', icon: IconEdit, color: 'blue' },
  deleted: { label: 'Excluído', icon: IconTrash, color: 'red' },
  status_changed: { label: 'Status alterado', icon: IconToggleLeft, color: 'orange' },
};

/** Labels of fields many areas share; an area's own `fieldLabels` come first. */
const COMMON_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  status: 'Status',
  description: 'Descrição',
  email: 'E-mail',
  phone: 'Telefone',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  photo_url: 'Foto',
  logo_url: 'Logo',
  image_url: 'Imagem',
  site_url: 'Site',
  price: 'Preço',
  state_ids: 'Estados',
  event_ids: 'Eventos',
  profile_ids: 'Perfis',
  sponsor_type_id: 'Tipo',
  modality_type_id: 'Tipo',
  category_id: 'Categoria',
  event_type_id: 'Tipo de evento',
  city_id: 'Cidade',
  kits: 'Kits',
  event_modalities: 'Modalidades e lotes',
  event_sponsors: 'Patrocinadores',
  public_visibility: 'Visível ao público',
  two_factor_enabled: 'Autenticação em dois fatores',
};
const SECRET_FIELDS = new Set(['password', 'password_hash', 'passwordHash']);

/** 'event_modalities' → 'Event modalities': the last resort, never a raw key. */
function humanise(key: string): string {
  const words = key.replace(/_ids?$/, '').replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** One value as a person reads it: names for referenced ids, labels for statuses, a summary for collections. */
function show(value: unknown, field: string, names?: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (names && typeof value === 'number') return names[String(value)] ?? `nº ${value}`;
  if (field === 'status' && typeof value === 'string') return statusLabel(value);
  if (Array.isArray(value)) {
    if (!value.length) return '—';
    if (value.every((v) => v !== null && typeof v === 'object')) {
      const labels = value.map((v) => (v as Record<string, unknown>).name ?? (v as Record<string, unknown>).modality_name).filter((n): n is string => typeof n === 'string');
      if (labels.length === value.length) return labels.length > 4 ? `${labels.slice(0, 4).join(', ')} e mais ${labels.length - 4}` : labels.join(', ');
      return `${value.length} ${value.length === 1 ? 'item' : 'itens'}`;
    }
    return value.map((v) => show(v, field, names)).join(', ');
  }
  if (typeof value === 'object') {
    const name = (value as Record<string, unknown>).name;
    return typeof name === 'string' ? name : 'alterado';
  }
  // 12.5 → "12,5", 1500 → "1.500": numbers as pt-BR readers write them
  if (typeof value === 'number') return PT_NUMBER.format(value);
  if (typeof value === 'string') {
    // instants, days and documents as the screens show them, never as stored
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    if (ISO_DAY.test(value)) return formatDate(value);
    if (DOCUMENT_FIELDS.has(field)) return formatDocument(value);
    if (PHONE_FIELDS.has(field) && /^\d{10,13}$/.test(value)) return formatPhone(value);
  }
  return String(value);
}
const PT_NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DOCUMENT_FIELDS = new Set(['cpf', 'cnpj', 'document', 'holder_document']);
const PHONE_FIELDS = new Set(['phone', 'support_phone', 'mobile']);

/** A record's history from GET /v1/audit?entity_type=…&entity_id=… (who, what, before → after). */
export function AuditTimeline({
  query,
  fieldLabels = {},
  formatValue,
}: {
  query: UseQueryResult<AuditEntry[]>;
  fieldLabels?: Record<string, string>;
  /** Field-specific display (e.g. profile ids → names); return undefined for the default. */
  formatValue?: (field: string, value: unknown) => string | undefined;
}) {
  const label = (field: string) => fieldLabels[field] ?? COMMON_FIELD_LABELS[field] ?? humanise(field);
  if (query.isPending) return <Skeleton height={80} />;
  if (query.isError) return <Text c="red" size="sm">{MSG.listError}</Text>;
  if (!query.data.length) return <Text c="dimmed" size="sm">Nenhum registro encontrado</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2}>
      {query.data.map((entry) => {
        const action = ACTIONS[entry.action] ?? ACTIONS.updated!;
        const Icon = action.icon;
        const changes = Object.entries(entry.changes ?? {});
        const display = (field: string, value: unknown) => formatValue?.(field, value) ?? show(value, field, entry.refs?.[field]);
        return (
          <Timeline.Item key={entry.id} bullet={<Icon size={14} />} color={action.color} title={action.label}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.created_at)} · {entry.actor_name ?? 'Sistema'}
            </Text>
            {changes.length > 0 && (
              <Stack gap={0} mt={4}>
                <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                  <Table.Tbody>
                    {changes.map(([field, change]) => (
                      <Table.Tr key={field}>
                        <Table.Td c="dimmed" w={160}>
                          {SECRET_FIELDS.has(field) ? 'Senha' : label(field)}
                        </Table.Td>
                        {/* a long value (a file's address, a uuid) wraps in its cell instead of widening the page */}
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{SECRET_FIELDS.has(field) ? 'senha alterada' : `${display(field, change.before)} → ${display(field, change.after)}`}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
