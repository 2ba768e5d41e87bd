import { PARTICIPANTS_MSG, type ImportJob } from '@backoffice/contract';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { DocumentUploadError, uploadDocument } from '../../../lib/document-upload';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { subscriptionsKey, useImportJob } from '../api/subscriptions';
import { ImportLines } from './ImportLines';

/** The header's 'Importar números de peito': a .csv through the upload flow, then the import job and its per-line outcome. */
export function AthleteNumberImportModal({ eventId, opened, onClose }: { eventId: string; opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [importId, setImportId] = useState<number | null>(null);
  const job = useImportJob(eventId, importId);
  const queryClient = useQueryClient();
  const finished = job.data && ['completed', 'failed'].includes(job.data.status);

  useEffect(() => {
    if (job.data?.status === 'completed') void queryClient.invalidateQueries({ queryKey: subscriptionsKey });
  }, [job.data?.status, queryClient]);

  const close = () => {
    setFile(null);
    setImportId(null);
    onClose();
  };

  const send = async () => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) {
      notifyFailure('Envie um arquivo .csv.', PARTICIPANTS_MSG.uploadErrorTitle);
      return;
    }
    setSending(true);
    try {
      const url = await uploadDocument(file, PARTICIPANTS_MSG.athleteNumberFileFailed);
      const created = await api.post<ImportJob>(`/v1/events/${eventId}/subscriptions/import_athlete_number_file`, {
        eid: Number(eventId),
        athlete_number_file_url: url,
        file_name: file.name,
      });
      setImportId(created.id);
      notifySuccess(PARTICIPANTS_MSG.athleteNumberFileSent);
    } catch (error) {
      const detail = error instanceof ApiError || error instanceof DocumentUploadError ? error.message : null;
      notifyFailure(detail && detail !== PARTICIPANTS_MSG.athleteNumberFileFailed ? `${PARTICIPANTS_MSG.athleteNumberFileFailed} ${detail}` : PARTICIPANTS_MSG.athleteNumberFileFailed, PARTICIPANTS_MSG.uploadErrorTitle);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Importar números de peito" size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          Arquivo .csv com as colunas <b>inscricao</b> (ou <b>cpf</b>) e <b>numero_peito</b>, separadas por ponto e vírgula ou vírgula, em UTF-8.
          Todas as linhas são conferidas antes: se alguma tiver erro, nenhum número é alterado.
        </Text>
        {importId === null ? (
          <>
            <FileInput label="Arquivo" placeholder="Selecione o arquivo .csv" accept=".csv,text/csv" value={file} onChange={setFile} leftSection={<IconFileTypeCsv size={16} />} clearable />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button onClick={() => void send()} loading={sending} disabled={!file}>
                Enviar
              </Button>
            </Group>
          </>
        ) : job.data ? (
          <>
            <ImportLines job={job.data} />
            <Group justify="flex-end">
              <Button onClick={close} variant={finished ? 'filled' : 'default'}>
                {finished ? 'Fechar' : 'Fechar (a importação continua)'}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">Enviando…</Text>
        )}
      </Stack>
    </Modal>
  );
}
