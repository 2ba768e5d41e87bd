import { MSG, PARTICIPANTS_MSG, type ImportJob } from '@backoffice/contract';
import { Alert, Button, Code, FileInput, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconRefresh, IconReload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { ApiError, api } from '../../lib/api-client';
import { confirmAction } from '../../lib/confirm';
import { DocumentUploadError, uploadDocument } from '../../lib/document-upload';
import { useCan } from '../../lib/me';
import { notifyError, notifyFailure, notifySuccess } from '../../lib/notify';
import { importsKey, useEventName, useResultStatus } from './api/subscriptions';
import { EventResultsList } from './components/EventResultsList';
import { ImportLines } from './components/ImportLines';

const COLUMNS: [string, string, string][] = [
  ['numero_peito', 'Número de peito do atleta (obrigatório)', '1234'],
  ['tempo_liquido', 'Tempo líquido, do tapete de largada à chegada', '00:42:13'],
  ['tempo_bruto', 'Tempo bruto, do tiro de largada à chegada', '00:43:01'],
  ['classificacao_geral', 'Posição geral', '15'],
  ['classificacao_sexo', 'Posição por sexo', '9'],
  ['classificacao_faixa', 'Posição na faixa etária', '3'],
  ['nome_faixa', 'Nome da faixa etária (opcional)', 'M30-34'],
];

/** /events/{id}/import — results file (CSV or XLSX) sent through the upload flow, then imported by a job. */
export default function EventImportPage() {
  const { id } = useParams();
  const eventName = useEventName(id);
  const status = useResultStatus(id);
  const queryClient = useQueryClient();
  const canImport = useCan('import_results', 'events');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: importsKey });
  const job = status.data?.import ?? null;
  const running = job && ['scheduled', 'processing'].includes(job.status);

  const send = async () => {
    if (!file) return;
    setSending(true);
    let url: string;
    try {
      url = await uploadDocument(file, PARTICIPANTS_MSG.resultUploadFailed);
    } catch (error) {
      const detail = error instanceof DocumentUploadError && error.message !== PARTICIPANTS_MSG.resultUploadFailed ? ` ${error.message}` : '';
      notifyFailure(`${PARTICIPANTS_MSG.resultUploadFailed}${detail}`, PARTICIPANTS_MSG.uploadErrorTitle);
      setSending(false);
      return;
    }
    try {
      await api.post<ImportJob>(`/v1/events/${id}/import_results`, { results_file_url: url, file_name: file.name });
      notifySuccess(PARTICIPANTS_MSG.resultSent);
      setFile(null);
      await refresh();
    } catch (error) {
      const detail = error instanceof ApiError && !error.silent && !error.isNetwork ? ` ${error.firstMessage ?? ''}` : '';
      notifyFailure(`${PARTICIPANTS_MSG.resultImportFailed}${detail}`.trim(), PARTICIPANTS_MSG.uploadErrorTitle);
    } finally {
      setSending(false);
    }
  };

  const act = async (kind: 'restart' | 'reenqueue' | 'delete') => {
    try {
      if (kind === 'restart') await api.patch(`/v1/events/${id}/restart_import_results`);
      else if (kind === 'reenqueue') await api.post(`/v1/events/${id}/reenqueue_import_results`);
      else {
        const res = await api.delete<{ message: string }>(`/v1/events/${id}/delete_results`);
        notifySuccess(res.message);
      }
      if (kind !== 'delete') notifySuccess(PARTICIPANTS_MSG.reenqueueing);
      await refresh();
    } catch (error) {
      notifyError(error, kind === 'delete' ? MSG.genericError : PARTICIPANTS_MSG.resetImportFailed, kind === 'delete' ? MSG.genericErrorTitle : PARTICIPANTS_MSG.resetImportFailed);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader title={eventName.data ? `Importar resultados — ${eventName.data}` : 'Importar resultados'} backTo={`/events/${id}/show`} />
      <Stack gap="lg">
        {canImport && (
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="sm">
              Enviar arquivo de resultados
            </Title>
            <Group align="flex-end" gap="sm">
              <FileInput
                label="Arquivo (.csv ou .xlsx, até 10 MB)"
                placeholder="Selecione o arquivo"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                value={file}
                onChange={setFile}
                leftSection={<IconFileSpreadsheet size={16} />}
                clearable
                w={360}
                disabled={!!running}
              />
              <Button leftSection={<IconUpload size={16} />} onClick={() => void send()} loading={sending} disabled={!file || !!running}>
                Enviar resultados
              </Button>
            </Group>
            {running && (
              <Text size="sm" c="dimmed" mt="xs">
                Aguarde o fim da importação em andamento para enviar outro arquivo.
              </Text>
            )}
          </Paper>
        )}

        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={4}>Última importação</Title>
            {status.data && (
              <Text size="sm" c="dimmed" data-testid="results-count">
                {status.data.results_count} resultados no evento
              </Text>
            )}
          </Group>
          {status.isPending ? (
            <PageLoader />
          ) : status.isError ? (
            <PageError error={status.error} onRetry={() => void status.refetch()} />
          ) : job ? (
            <Stack>
              <ImportLines job={job} />
              {canImport && (
                <Group gap="sm">
                  <Button variant="default" leftSection={<IconReload size={16} />} disabled={job.status === 'processing'} onClick={() => void act('restart')}>
                    Recomeçar importação
                  </Button>
                  <Button variant="default" leftSection={<IconRefresh size={16} />} disabled={job.status === 'completed'} onClick={() => void act('reenqueue')}>
                    Reenfileirar
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} />}
                    disabled={!!running || !status.data?.results_count}
                    onClick={() => void confirmAction({ title: 'Excluir resultados', message: 'Excluir todos os resultados deste evento?', kind: 'delete' }).then((ok) => (ok ? act('delete') : undefined))}
                  >
                    Excluir resultados
                  </Button>
                </Group>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">Nenhum arquivo de resultados enviado para este evento.</Text>
          )}
        </Paper>

        {!!status.data?.results_count && <EventResultsList eventId={id!} />}

        <Paper withBorder p="lg" radius="md">
          <Title order={4} mb="sm">
            Formato do arquivo
          </Title>
          <Text size="sm" mb="sm">
            Primeira linha com os nomes das colunas (maiúsculas, acentos e espaços não importam), uma linha por atleta. CSV em UTF-8 separado por ponto e
            vírgula, vírgula ou tabulação, ou planilha XLSX (primeira aba). Tempos em <Code>HH:MM:SS</Code> (milésimos opcionais: <Code>00:42:13,250</Code>).
          </Text>
          <Table withTableBorder striped aria-label="Colunas aceitas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Coluna</Table.Th>
                <Table.Th>Conteúdo</Table.Th>
                <Table.Th>Exemplo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COLUMNS.map(([name, desc, example]) => (
                <Table.Tr key={name}>
                  <Table.Td>
                    <Code>{name}</Code>
                  </Table.Td>
                  <Table.Td>{desc}</Table.Td>
                  <Table.Td>{example}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <List size="sm" mt="sm">
            <List.Item>Obrigatórios: número de peito e pelo menos um dos tempos.</List.Item>
            <List.Item>Linhas com erro são recusadas com o motivo; as demais são importadas. Um novo arquivo substitui os resultados anteriores.</List.Item>
            <Alert variant="transparent" p={0} c="dimmed">
              Se o servidor for reiniciado no meio, a importação continua de onde parou.
            </Alert>
          </List>
        </Paper>
      </Stack>
    </Stack>
  );
}
