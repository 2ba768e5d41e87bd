import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ReportFilesList } from '../../components/ReportFilesList';

const SUBJECT = { header: 'Relatório', title: () => 'Usuários do app' };

/** /tf-users/report-list — the customer users exports requested: status, progress, download, re-enqueue. */
export default function CustomerUsersReportPage() {
  return (
    <Stack gap={0}>
      <PageHeader title="Exportações de usuários do app" backTo="/tf-users/list" />
      <Text size="sm" c="dimmed" mb="md">
        Cada exportação usa os filtros da lista no momento do pedido. CPF, e-mail e telefone saem mascarados para perfis sem a permissão de ver dados completos.
      </Text>
      <ReportFilesList reportType="customer_users" path="/v1/report/customer_user_reports" subject={SUBJECT} />
    </Stack>
  );
}
