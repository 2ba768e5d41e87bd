import { COUPON_MSG } from '@backoffice/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ReportFilesList, reportsKey } from '../../components/ReportFilesList';
import { api } from '../../lib/api-client';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';

const SUBJECT = { header: 'Relatório', title: () => 'Códigos de cupons e seus usos' };

/** /coupons/coupon-report — the large coupons report (every code with its uses), generated in the background. */
export default function CouponReportPage() {
  const canExport = useCan('export', 'coupons');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const request = async () => {
    setSending(true);
    try {
      await api.post('/v2/reports/coupons', {});
      notifySuccess(COUPON_MSG.reportRequested);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={0}>
      <PageHeader title="Relatório de cupons" backTo="/coupons/list" />
      {canExport && (
        <Group mb="md" gap="sm" align="center">
          <Button leftSection={<IconFileExport size={16} />} onClick={() => void request()} loading={sending}>
            Solicitar relatório
          </Button>
          <Text size="sm" c="dimmed">
            Todos os códigos de todos os cupons, com usos e desconto concedido. O arquivo fica disponível aqui ao terminar.
          </Text>
        </Group>
      )}
      <ReportFilesList reportType="coupons" subject={SUBJECT} />
    </Stack>
  );
}
