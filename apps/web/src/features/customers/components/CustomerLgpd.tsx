import { CUSTOMER_ACCESS_AREA_LABELS, CUSTOMER_ACCESS_KIND_LABELS, CUSTOMER_FIELD_LABELS, CUSTOMER_MSG, formatDateTime, type CustomerAccessEntry, type CustomerUserDetail } from '@backoffice/contract';
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconMail, IconUserOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useList, type Column } from '../../../components/list';
import { useCan } from '../../../lib/me';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { anonymizeCustomerUser, customerUsers, downloadPersonalData, sendCustomerReset } from '../api/customers';
import { confirmCustomerStatus } from './confirm-customer-status';

const accessColumns: Column<CustomerAccessEntry>[] = [
  { key: 'when', header: 'Quando', render: (e) => formatDateTime(e.created_at) },
  { key: 'who', header: 'Quem', render: (e) => e.user_name ?? '—' },
  { key: 'what', header: 'O quê', render: (e) => CUSTOMER_ACCESS_KIND_LABELS[e.kind] },
  { key: 'where', header: 'Onde', render: (e) => CUSTOMER_ACCESS_AREA_LABELS[e.area] },
  { key: 'fields', header: 'Dados', render: (e) => e.fields.map((f) => CUSTOMER_FIELD_LABELS[f] ?? f).join(', ') },
];

/** Who saw this customer's personal data (LGPD): only for profiles allowed to audit. Its own access_page… in the URL (the page's other lists page apart). */
export function AccessLogPanel({ id }: { id: number }) {
  const list = useList<CustomerAccessEntry>({ queryKey: [...customerUsers.keys.detail(id), 'access_log'], path: customerUsers.url(id, 'access_log'), defaultPerPage: 20, urlPrefix: 'access_' });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="xs">
        Registro de acessos (LGPD)
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Cada visualização, pesquisa com dados completos e exportação dos dados desta pessoa, guardada por pelo menos 6 meses.
      </Text>
      <DataTable list={list} columns={accessColumns} rowKey={(e) => e.id} caption="Registro de acessos" emptyText="Nenhum acesso registrado" />
    </Paper>
  );
}

/** The account's actions beyond edit/delete: resend the password link, the data subject's file, anonymisation. */
export function CustomerActions({ customer }: { customer: CustomerUserDetail }) {
  const canUpdate = useCan('update', 'tf users');
  const canEnable = useCan('enable', 'tf users');
  const canDisable = useCan('disable', 'tf users');
  const canExportData = useCan('data_export', 'tf users');
  const canAnonymize = useCan('anonymize', 'tf users');
  const status = customerUsers.useStatus();
  // the page reflects the new status only once the server agreed (the mutation refreshes the record)
  const toggle = async (action: 'enable' | 'disable') => {
    if (await confirmCustomerStatus(customer.name, action)) await status.mutateAsync({ id: customer.id, action }).catch(() => undefined);
  };
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [anonymizing, setAnonymizing] = useState(false);
  if (customer.anonymized) {
    return (
      <Alert color="gray" icon={<IconUserOff size={18} />} title="Titular anonimizado">
        Os dados pessoais desta conta foram substituídos em {formatDateTime(customer.anonymized_at)}. Pedidos, inscrições e resultados foram mantidos sem o nome.
      </Alert>
    );
  }
  const resend = async () => {
    setSending(true);
    try {
      const { message } = await sendCustomerReset(customer.id);
      notifySuccess(message);
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  const anonymize = async () => {
    setAnonymizing(true);
    try {
      const { message } = await anonymizeCustomerUser(customer.id, typed);
      notifySuccess(message);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: customerUsers.keys.all });
    } catch (error) {
      notifyError(error);
    } finally {
      setAnonymizing(false);
    }
  };
  return (
    <Stack gap="sm">
      {customer.delete_blocked_reason && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Exclusão indisponível">
          {customer.delete_blocked_reason}
        </Alert>
      )}
      <Group gap="xs">
        {canUpdate && (
          <Button variant="default" leftSection={<IconMail size={16} />} loading={sending} onClick={() => void resend()}>
            Reenviar link de senha
          </Button>
        )}
        {customer.status === 'enabled' && canDisable && (
          <Button variant="default" onClick={() => void toggle('disable')}>
            Desativar
          </Button>
        )}
        {customer.status === 'disabled' && canEnable && (
          <Button variant="default" onClick={() => void toggle('enable')}>
            Ativar
          </Button>
        )}
        {canExportData && (
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void downloadPersonalData(customer.id).catch((e: unknown) => notifyError(e))}>
            Exportar dados do titular
          </Button>
        )}
        {canAnonymize && (
          <Button color="red" variant="light" leftSection={<IconUserOff size={16} />} onClick={() => setOpen(true)}>
            Anonimizar
          </Button>
        )}
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Anonimizar titular" size={440}>
        <Stack>
          <Text size="sm">
            Os dados pessoais de <b>{customer.name}</b> (nome, CPF/CNPJ, e-mail, telefone, nascimento, endereço, cidade) serão substituídos de forma <b>irreversível</b>. Pedidos,
            pagamentos, inscrições e resultados continuam guardados, sem o nome. Arquivos de relatórios já gerados serão apagados.
          </Text>
          <TextInput label={CUSTOMER_MSG.anonymizeConfirm} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button color="red" disabled={typed.trim().toUpperCase() !== CUSTOMER_MSG.anonymizeWord} loading={anonymizing} onClick={() => void anonymize()}>
              Anonimizar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
