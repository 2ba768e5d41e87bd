import { PARTICIPANTS_MSG, REPORT_FILE_ACCESS, formatDateTime, formatCount } from '@backoffice/contract/constants';
import type { ReportFile, ReportFileType } from '@backoffice/contract';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { JobStatusBadge } from './JobStatusBadge';
import { DataTable, useList, type Column } from './list';
import { ApiError, api } from '../lib/api-client';
import { useCan } from '../lib/me';
import { notifyFailure, notifySuccess } from '../lib/notify';

/** Query-key prefix of every list of report files (invalidate it after requesting or re-enqueuing a report). */
export const reportsKey = ['report-files'] as const;

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
      await queryClient.invalidateQueries({ queryKey: reportsKey });
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
      {/* offered for every report, as §5 has it: one without a file answers with the spec's 'não está disponível' */}
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

/** The file under the subject: its name when it can be downloaded, else why it cannot. */
function fileLine(r: ReportFile): string {
  if (r.file_available) return r.file_name ?? '';
  if (r.status === 'completed') return 'arquivo não está mais disponível: use Reprocessar para gerá-lo de novo';
  return 'arquivo ainda não gerado';
}

/** What a report is about: its event (event reports) or any line the page gives (the orders report's name). */
const subjectColumn = (header: string, title: (r: ReportFile) => ReactNode): Column<ReportFile> => ({
  key: 'subject',
  header,
  render: (r) => (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {title(r)}
      </Text>
      <Text size="xs" c="dimmed">
        {fileLine(r)}
      </Text>
    </Stack>
  ),
});

const otherColumns: Column<ReportFile>[] = [
  { key: 'requested', header: 'Solicitado', render: (r) => `${formatDateTime(r.created_at)}${r.requested_by_name ? ` · ${r.requested_by_name}` : ''}` },
  { key: 'status', header: 'Status', render: (r) => <JobStatusBadge status={r.status} kind="report" /> },
  {
    key: 'progress',
    header: 'Progresso',
    width: 180,
    render: (r) => (
      <Stack gap={2}>
        <Progress value={r.progress} animated={r.status === 'processing'} aria-label={`Progresso do relatório ${r.id}`} />
        <Text size="xs" c="dimmed">
          {r.progress}%{r.rows !== null ? ` · ${formatCount(r.rows)} linhas` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'actions', header: 'Ações', align: 'right', render: (r) => <Actions report={r} /> },
];

/**
 * The requested reports of one type (GET /v1/report/reports?report_type=…): status, progress, download and
 * re-enqueue, refreshed while any is queued or running. `subject` names the first column (default: the event); `path`
 * lists them from an area's own endpoint (e.g. /v1/report/customer_user_reports) instead.
 */
export function ReportFilesList({ reportType, subject, path }: { reportType: ReportFileType; subject?: { header: string; title: (r: ReportFile) => ReactNode }; path?: string }) {
  const columns = [{ key: 'id', header: 'ID', width: 70, render: (r: ReportFile) => r.id }, subjectColumn(subject?.header ?? 'Evento', subject?.title ?? ((r) => r.event_name ?? '—')), ...otherColumns];
  const list = useList<ReportFile>({ queryKey: [...reportsKey, reportType], path: path ?? '/v1/report/reports', params: path ? {} : { report_type: reportType }, defaultPerPage: 10 });
  const queryClient = useQueryClient();
  const busy = list.items.some((r) => r.status === 'scheduled' || r.status === 'processing');
  useEffect(() => {
    if (!busy) return;
    const t = setInterval(() => void queryClient.invalidateQueries({ queryKey: [...reportsKey, reportType] }), 2000);
    return () => clearInterval(t);
  }, [busy, queryClient, reportType]);
  return <DataTable list={list} columns={columns} rowKey={(r) => r.id} caption="Relatórios solicitados" emptyText="Nenhum relatório solicitado" />;
}
