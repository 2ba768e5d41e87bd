import { formatDateTime, formatMoney, formatPhone } from '@backoffice/contract';
import { Alert, Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { PageHeader } from '../../../components/PageHeader';
import { PageError, PageLoader } from '../../../components/PageState';
import { useCan } from '../../../lib/me';
import { settings } from '../api/marketing';

const percent = (n: number) => `${n.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}%`;

/** /settings/show — the platform's single settings record, by group. */
export default function SettingsShowPage() {
  const record = settings.useDetail(1);
  const canUpdate = useCan('update', 'settings');
  if (record.isPending) return <PageLoader />;
  if (record.isError) return <PageError error={record.error} onRetry={() => void record.refetch()} />;
  const s = record.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Configurações"
        actions={
          canUpdate && (
            <Button component={Link} to="/settings/edit" leftSection={<IconEdit size={16} />} variant="default">
              Editar
            </Button>
          )
        }
      />
      <Stack gap="lg">
        {s.maintenance_mode && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Modo de manutenção ativo">
            {s.maintenance_message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Plataforma e atendimento
            </Title>
            <DetailList
              items={[
                { label: 'Nome da plataforma', value: s.site_name },
                { label: 'E-mail de contato', value: s.contact_email },
                { label: 'Telefone de atendimento', value: s.support_phone ? formatPhone(s.support_phone) : null },
                { label: 'Horário de atendimento', value: s.support_hours },
                { label: 'Termos de uso', value: s.terms_url },
                { label: 'Política de privacidade', value: s.privacy_url },
              ]}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Pagamentos
            </Title>
            <DetailList
              items={[
                { label: 'Taxa de conveniência padrão', value: percent(s.default_convenience_fee) },
                { label: 'Parcelas no máximo', value: `${s.max_installments}x` },
                { label: 'Parcela mínima', value: formatMoney(s.min_installment_amount) },
              ]}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Retirada de kits (texto padrão)
            </Title>
            <DetailList
              items={[
                { label: 'Título', value: s.kit_pickup_title },
                { label: 'Instruções', value: s.kit_pickup_instructions && <span style={{ whiteSpace: 'pre-line' }}>{s.kit_pickup_instructions}</span> },
              ]}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Manutenção
            </Title>
            <DetailList
              items={[
                { label: 'Modo de manutenção', value: s.maintenance_mode ? 'Ativo' : 'Desligado' },
                { label: 'Mensagem', value: s.maintenance_message },
                { label: 'Atualizado em', value: formatDateTime(s.updated_at) },
                { label: 'Atualizado por', value: s.updated_by_name },
              ]}
            />
          </Paper>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
