import {
  BEACH_TENNIS_COLUMN_DOCS,
  BEACH_TENNIS_MSG,
  BEACH_TENNIS_TEMPLATE_CSV,
  BEACH_TENNIS_TEMPLATE_NAME,
  formatDateTime,
  statusLabel,
  type BeachTennisDryRun,
  type ImportJob,
} from '@backoffice/contract';
import { Alert, Badge, Button, FileInput, Group, Paper, Progress, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconListCheck, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { JobStatusBadge } from '../../components/JobStatusBadge';
import { ApiError, api } from '../../lib/api-client';
import { DocumentUploadError, uploadDocument } from '../../lib/document-upload';
import { useCan } from '../../lib/me';
import { notifyError, notifyFailure, notifySuccess } from '../../lib/notify';
import { tournaments, useTournamentOptions } from './api/tournaments';
import { ScrollRegion } from '../../components/ScrollRegion';

const UPLOAD_FAILED = 'Falha ao enviar o arquivo.';

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([BEACH_TENNIS_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = BEACH_TENNIS_TEMPLATE_NAME;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

function DryRunResult({ run }: { run: BeachTennisDryRun }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" data-testid="dry-run-total">{run.total} linhas</Badge>
        <Badge variant="light" color="green" data-testid="dry-run-valid">{run.valid} válidas</Badge>
        <Badge variant="light" color={run.invalid ? 'red' : 'gray'} data-testid="dry-run-invalid">{run.invalid} com erro</Badge>
        <Badge variant="light" color="blue">{run.new_customers} novos clientes</Badge>
      </Group>
      {run.invalid === 0 ? <Alert color="green">{BEACH_TENNIS_MSG.dryRunOk}</Alert> : <Alert color="red">{BEACH_TENNIS_MSG.failedLines(run.invalid)} Corrija o arquivo e verifique de novo.</Alert>}
      {run.slots.length > 0 && (
        <Text size="sm">
          Inscrições por vaga: {run.slots.map((s) => `${s.category} × ${s.modality}: ${s.entries} (restam ${s.remaining_after})`).join(' · ')}
        </Text>
      )}
      <ScrollRegion label="Linhas do arquivo" minWidth={720}>
        <Table striped aria-label="Linhas do arquivo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Resultado</Table.Th>
              <Table.Th>Vaga</Table.Th>
              <Table.Th>Atleta</Table.Th>
              <Table.Th>Parceiro(a)</Table.Th>
              <Table.Th>Detalhe</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.lines.map((l) => (
              <Table.Tr key={l.line} data-testid="dry-run-line">
                <Table.Td>{l.line}</Table.Td>
                <Table.Td>{l.ok ? <Badge color="green" variant="light">OK</Badge> : <Badge color="red" variant="light">Erro</Badge>}</Table.Td>
                <Table.Td>{`${l.category} × ${l.modality}`}</Table.Td>
                <Table.Td>{l.athlete || '—'}</Table.Td>
                <Table.Td>{l.partner ?? '—'}</Table.Td>
                <Table.Td>{l.ok ? [statusLabel(l.status, 'subscription'), ...l.creates].join(' · ') : <Text size="sm" c="red">{l.message}</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

function JobCard({ job, tournamentId }: { job: ImportJob; tournamentId: string }) {
  const pct = job.total_lines ? Math.round((job.processed_lines / job.total_lines) * 100) : 0;
  return (
    <Paper withBorder p="md" radius="md" data-testid="import-job">
      <Group justify="space-between" mb="xs">
        <Text fw={500}>{job.file_name ?? `Importação ${job.id}`}</Text>
        <JobStatusBadge status={job.status} kind="import" />
      </Group>
      <Progress value={job.status === 'completed' ? 100 : pct} animated={job.status === 'processing'} aria-label={`Progresso da importação ${job.id}`} />
      <Text size="xs" c="dimmed" mt={4}>
        {job.processed_lines}/{job.total_lines} linhas · {job.succeeded_lines} importadas · {job.failed_lines} com erro · {formatDateTime(job.created_at)}
      </Text>
      {job.error && (
        <Text size="sm" c="red" mt="xs">
          {job.error}
        </Text>
      )}
      {job.rejected.length > 0 && (
        <Stack gap={2} mt="xs">
          {job.rejected.slice(0, 20).map((r) => (
            <Text key={r.line_number} size="xs">
              Linha {r.line_number}: {r.message}
            </Text>
          ))}
        </Stack>
      )}
      {job.status === 'completed' && (
        <Button component={Link} to={`/tournaments/${tournamentId}/subscriptions`} variant="subtle" size="xs" mt="xs">
          Ver inscrições do torneio
        </Button>
      )}
    </Paper>
  );
}

/**
 * /beach-tennis/import — pick a tournament, upload a spreadsheet (CSV or XLSX), check it line by line (dry run), then
 * import all or nothing as a job with progress.
 */
export default function BeachTennisImportPage() {
  const canImport = useCan('create', 'beach tennis');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [tournamentId, setTournamentId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const [run, setRun] = useState<BeachTennisDryRun | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const options = useTournamentOptions(search);
  const jobsKey = [...tournaments.keys.all, 'beach-tennis-imports', tournamentId] as const;
  const jobs = useQuery({
    queryKey: jobsKey,
    queryFn: ({ signal }) => api.get<ImportJob[]>(`${tournaments.url(tournamentId!, 'beach_tennis/imports')}`, undefined, signal),
    enabled: Boolean(tournamentId),
    refetchInterval: (q) => (q.state.data?.some((j) => j.status === 'scheduled' || j.status === 'processing') ? 1500 : false),
  });
  const running = jobs.data?.some((j) => j.status === 'scheduled' || j.status === 'processing');

  const pickFile = (f: File | null) => {
    setFile(f);
    setUploaded(null);
    setRun(null);
  };
  const check = async () => {
    if (!file || !tournamentId) return;
    setBusy('check');
    try {
      let target = uploaded;
      if (!target) {
        try {
          target = { url: await uploadDocument(file, UPLOAD_FAILED), name: file.name };
        } catch (error) {
          notifyFailure(error instanceof DocumentUploadError ? error.message : UPLOAD_FAILED, 'Erro no upload');
          return;
        }
        setUploaded(target);
      }
      setRun(await api.post<BeachTennisDryRun>(tournaments.url(tournamentId, 'beach_tennis/dry_run'), { file_url: target.url, file_name: target.name }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const runImport = async () => {
    if (!uploaded || !tournamentId) return;
    setBusy('import');
    try {
      await api.post<ImportJob>(tournaments.url(tournamentId, 'beach_tennis/import'), { file_url: uploaded.url, file_name: uploaded.name });
      notifySuccess(BEACH_TENNIS_MSG.queued);
      setRun(null);
      setFile(null);
      setUploaded(null);
      await queryClient.invalidateQueries({ queryKey: jobsKey });
      await queryClient.invalidateQueries({ queryKey: tournaments.keys.detail(tournamentId) });
    } catch (error) {
      if (!(error instanceof ApiError && error.silent)) notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader title="Importar inscrições de beach tennis" />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Select
              label="Torneio"
              placeholder="Buscar torneio pelo nome"
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={options.data ?? []}
              value={tournamentId}
              onChange={(v) => {
                setTournamentId(v);
                setRun(null);
              }}
              nothingFoundMessage="Nenhum torneio encontrado"
              w="100%"
              maw={420}
              clearable
            />
            <Group align="flex-end" gap="sm">
              <FileInput
                label="Planilha (.csv ou .xlsx, até 10 MB)"
                placeholder="Selecione o arquivo"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                value={file}
                onChange={pickFile}
                leftSection={<IconFileSpreadsheet size={16} />}
                clearable
                w={360}
              />
              <Button leftSection={<IconListCheck size={16} />} onClick={() => void check()} loading={busy === 'check'} disabled={!file || !tournamentId}>
                Verificar arquivo
              </Button>
              {canImport && (
                <Button leftSection={<IconUpload size={16} />} onClick={() => void runImport()} loading={busy === 'import'} disabled={!run || run.invalid > 0 || run.valid === 0 || Boolean(running)} color="green">
                  Importar
                </Button>
              )}
              <Button variant="subtle" leftSection={<IconDownload size={16} />} onClick={downloadTemplate}>
                Baixar modelo
              </Button>
            </Group>
            {running && (
              <Text size="sm" c="dimmed">
                Aguarde o fim da importação em andamento para importar outro arquivo.
              </Text>
            )}
          </Stack>
        </Paper>

        {run && (
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="sm">
              Verificação do arquivo
            </Title>
            <DryRunResult run={run} />
          </Paper>
        )}

        {tournamentId && (jobs.data?.length ?? 0) > 0 && (
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="sm">
              Importações deste torneio
            </Title>
            <Stack gap="sm">
              {jobs.data!.map((j) => (
                <JobCard key={j.id} job={j} tournamentId={tournamentId} />
              ))}
            </Stack>
          </Paper>
        )}

        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="sm">
            Colunas da planilha
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            A primeira linha traz os nomes das colunas (separadas por ponto e vírgula ou vírgula no CSV). A importação só acontece se todas as linhas estiverem corretas: uma linha com erro não deixa nenhuma inscrição ser criada.
          </Text>
          <ScrollRegion label="Colunas da planilha" minWidth={560}>
            <Table striped aria-label="Colunas da planilha">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Coluna</Table.Th>
                  <Table.Th>Obrigatória</Table.Th>
                  <Table.Th>Conteúdo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {BEACH_TENNIS_COLUMN_DOCS.map((c) => (
                  <Table.Tr key={c.column}>
                    <Table.Td>
                      <code>{c.column}</code>
                    </Table.Td>
                    <Table.Td>{c.required}</Table.Td>
                    <Table.Td>{c.description}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      </Stack>
    </Stack>
  );
}
