import { PARTICIPANTS_MSG, REPORT_FILE_ACCESS, formatDateTime, type ReportFile, type ReportFileType } from '@backoffice/contract';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REPORT_FILE_STATUS_LABELS } from '@backoffice/contract';
import { Badge } from '@mantine/core';
import { DataTable, useList, type Column } from './list';
import { ApiError, api } from '../lib/api-client';
import { useCan } from '../lib/me';
import { notifyFailure, notifySuccess } from '../lib/notify';

/** Query-key root of every list of report files (a request form invalidates it). */
export const REPORT_FILES_KEY = ['report-files'] as const;
const STATUS_COLORS: Record<string, string> = { scheduled: 'gray', processing: 'blue', completed: 'green', failed: 'red' };

export function ReportStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {(REPORT_FILE_STATUS_LABELS as Record<string, string>)[status] ?? status}
    </Badge>
  );
}

async function download(report: ReportFile) {
  try {
    const { report_file_url } = await api.get<{ report_file_url: string }>(`/v1/reports/${report.id}/url`);
    if (!report_file_url) throw new Error('sem link');
    const a = document.createElement('a');
    a.href = report_file_url;
    a.download = report.file_name ?? '';
    document.body.append(a);
    a.click();
    a.remove();
  } catch (error) {
    if (error instanceof ApiError && (error.silent || error.isNetwork)) return;
    notifyFailure(PARTICIPANTS_MSG.reportNotReady);
  }
}

function Actions({ report }: { report: ReportFile }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reenqueue = async () => {
    setBusy(true);
    try {
      await api.post(`/v1/report/reports/${report.id}/reenqueue`);
      notifySuccess(PARTICIPANTS_MSG.reenqueueing);
      await queryClient.invalidateQueries({ queryKey: REPORT_FILES_KEY });
    } catch (error) {
      if (!(error instanceof ApiError && error.silent)) notifyFailure(PARTICIPANTS_MSG.reenqueueFailed);
    } finally {
      setBusy(false);
    }
  };
  const queued = report.status === 'scheduled' || report.status === 'processing';
  // Reprocessar asks what requesting the report asks on the server (the contract's one declaration).
  const access = REPORT_FILE_ACCESS[report.report_type as ReportFileType];
  const canRequest = useCan(access?.request ?? 'export', access?.resource ?? 'events');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void download(report)}>
        Baixar
      </Button>
      {canRequest && (
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void reenqueue()} loading={busy} disabled={queued}>
          Reprocessar
        </Button>
      )}
    </Group>
  );
}

const columnsFor = (subject: 'event' | 'file'): Column<ReportFile>[] => [
  { key: 'id', header: 'ID', width: 70, render: (r) => r.id },
  {
    key: 'event',
    header: subject === 'event' ? 'Evento' : 'Arquivo',
    render: (r) => (
      <Stack gap={0}>
        {subject === 'event' && (
          <Text size="sm" fw={500}>
            {r.event_name ?? '—'}
          </Text>
        )}
        <Text size={subject === 'event' ? 'xs' : 'sm'} c={subject === 'event' ? 'dimmed' : undefined}>
          {r.file_name ?? 'arquivo ainda não gerado'}
        </Text>
        {r.error && (
          <Text size="xs" c="red">
            {r.error}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'requested', header: 'Solicitado', render: (r) => `${formatDateTime(r.created_at)}${r.requested_by_name ? ` · ${r.requested_by_name}` : ''}` },
  { key: 'status', header: 'Status', render: (r) => <ReportStatusBadge status={r.status} /> },
  {
    key: 'progress',
    header: 'Progresso',
    width: 180,
    render: (r) => (
      <Stack gap={2}>
        <Progress value={r.progress} animated={r.status === 'processing'} aria-label={`Progresso do relatório ${r.id}`} />
        <Text size="xs" c="dimmed">
          {r.progress}%{r.rows !== null ? ` · ${r.rows.toLocaleString('pt-BR')} linhas` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'actions', header: 'Ações', align: 'right', render: (r) => <Actions report={r} /> },
];

/**
 * Requested report files (status, progress, download, re-enqueue), refreshed every 2 s while any is queued or running.
 * `path` lists them (`/v1/report/reports` with `report_type`, or an area's own list such as
 * `/v1/report/customer_user_reports`); `subject` says whether each belongs to an event.
 */
export function ReportFilesList({ name, path, params, subject = 'event' }: { name: string; path: string; params?: Record<string, string>; subject?: 'event' | 'file' }) {
  const queryKey = [...REPORT_FILES_KEY, name];
  const list = useList<ReportFile>({ queryKey, path, params, defaultPerPage: 10 });
  const queryClient = useQueryClient();
  const busy = list.items.some((r) => r.status === 'scheduled' || r.status === 'processing');
  useEffect(() => {
    if (!busy) return;
    const t = setInterval(() => void queryClient.invalidateQueries({ queryKey: [...REPORT_FILES_KEY, name] }), 2000);
    return () => clearInterval(t);
  }, [busy, queryClient, name]);
  return <DataTable list={list} columns={columnsFor(subject)} rowKey={(r) => r.id} caption="Relatórios solicitados" emptyText="Nenhum relatório solicitado" />;
}
