import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmAction } from '../lib/confirm';
import { useCan } from '../lib/me';
import type { Resource } from '../lib/resource';
import { AuditTimeline } from './AuditTimeline';
import { PageHeader } from './PageHeader';
import { PageError, PageLoader } from './PageState';
import { RecordActions } from './RecordActions';

type Named = { id: number; name?: string; deleted_at?: string | null };

export type ShowPageProps<T extends Named> = {
  resource: Resource<T>;
  /** "Excluir patrocinador" / "o patrocinador": the confirm dialog's title and the noun before the name. */
  noun: { title: string; article: string };
  /** Field labels of the history. */
  fieldLabels: Record<string, string>;
  /** Without delete (areas whose records are never deleted from the show page), or per record (one the law keeps). */
  deletable?: boolean | ((record: T) => boolean);
  /** Per record, whether it can still be edited (an anonymised customer cannot: the server refuses the save). */
  editable?: (record: T) => boolean;
  /** The delete confirmation's last sentence (default: it cannot be undone; soft-deleted areas say where it goes). */
  deleteNote?: string;
  /** Soft-deleted areas: the notice a deleted record shows (it then offers restore instead of edit and delete). */
  deletedNotice?: (record: T) => ReactNode;
  /** How the history shows a field's value (money, dates…). */
  formatValue?: (field: string, value: unknown) => string | undefined;
  /** The record's panels, between the header and the history. */
  children: (record: T) => ReactNode;
  /** The record's name in the title and the delete confirmation, for records not named `name` (a banner's title). */
  nameOf?: (record: T) => string;
  /** The way back, for areas whose list is not at /<area>/list (/campaigns). */
  listTo?: string;
};

/**
 * The show page of a record (/<area>/{id}/show): loader, error (with the way back), header with the edit and delete
 * actions the profile may use, delete confirmation, the record's panels and its history.
 */
export function ShowPage<T extends Named>({ resource, noun, fieldLabels, deletable = true, editable, deleteNote = 'Esta ação não pode ser desfeita.', deletedNotice, formatValue, children, nameOf, listTo }: ShowPageProps<T>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const record = resource.useDetail(id);
  const history = resource.useHistory(id);
  const canUpdate = useCan('update', resource.resource);
  const mayDelete = useCan('destroy', resource.resource);
  const canRestore = useCan('restore', resource.resource);
  const del = resource.useDelete();
  const restoreRecord = resource.useRestore();

  if (record.isPending) return <PageLoader />;
  if (record.isError) return <PageError error={record.error} onRetry={() => void record.refetch()} />;
  const r = record.data;
  const name = nameOf?.(r) ?? r.name ?? '';
  const deleted = Boolean(r.deleted_at);
  const canDelete = mayDelete && (typeof deletable === 'function' ? deletable(r) : deletable);
  const listPath = listTo ?? `${resource.pages}/${deleted ? 'delete_list' : 'list'}`;
  const remove = async () => {
    if (!(await confirmAction({ kind: 'delete', title: `Excluir ${noun.title}`, message: `Deseja excluir ${noun.article} ${name}? ${deleteNote}` }))) return;
    await del.mutateAsync(r.id).then(() => navigate(listPath)).catch(() => undefined);
  };
  const restore = () => restoreRecord.mutateAsync(r.id).catch(() => undefined);

  return (
    <Stack gap={0}>
      <PageHeader
        title={name}
        backTo={listPath}
        actions={
          <RecordActions
            editTo={!deleted && canUpdate && (editable?.(r) ?? true) ? `${resource.pages}/${r.id}/edit` : undefined}
            onDelete={!deleted && canDelete ? () => void remove() : undefined}
            onRestore={deleted && canRestore ? () => void restore() : undefined}
          />
        }
      />
      <Stack gap="lg">
        {deleted && deletedNotice?.(r)}
        {children(r)}
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Histórico
          </Title>
          <AuditTimeline query={history} fieldLabels={fieldLabels} formatValue={formatValue} />
        </Paper>
      </Stack>
    </Stack>
  );
}
