import { PARTNER_PERCENT_FIELDS, formatDateTime, formatPercent, type Partner, type PartnerPercentField } from '@backoffice/contract';
import { Group, Paper, Text, Title } from '@mantine/core';
import { DetailList } from '../../../components/DetailList';
import { StatusBadge } from '../../../components/StatusBadge';
import { Thumbnail } from '../../../components/Thumbnail';

/** The programme's current figures. */
export function ProgrammeSummary({ partner, fields }: { partner: Partner; fields: PartnerPercentField[] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl">
        {partner.logo_url && <Thumbnail src={partner.logo_url} alt={`Logo de ${partner.name}`} w={140} h={90} fit="contain" />}
        <div style={{ flex: 1 }}>
          <Title order={3} size="h4" mb="xs">
            Porcentagens em vigor
          </Title>
          {partner.description && (
            <Text size="sm" c="dimmed" mb="md">
              {partner.description}
            </Text>
          )}
          <DetailList
            items={[
              ...fields.map((f) => ({ label: PARTNER_PERCENT_FIELDS[f], value: <Text fw={600} data-testid={`current-${f}`}>{formatPercent(partner[f])}</Text> })),
              { label: 'Status', value: <StatusBadge status={partner.status} /> },
              { label: 'Atualizado em', value: formatDateTime(partner.updated_at) },
            ]}
          />
        </div>
      </Group>
    </Paper>
  );
}
