import { PARTNER_HISTORY_CSV, PARTNER_SLUGS, type PartnerPercentField } from '@backoffice/contract';
import { Paper, Title } from '@mantine/core';
import { RecordActions } from '../../components/RecordActions';
import { useCan } from '../../lib/me';
import { PartnerHistory } from './components/PartnerHistory';
import { ProgrammeFrame } from './components/ProgrammeFrame';
import { ProgrammeSummary } from './components/ProgrammeSummary';

const FIELDS: PartnerPercentField[] = ['percentage_limit', 'percentage_discount'];

/** /partners/santander/show — the programme's limit and discount, and their history. */
export default function SantanderShowPage() {
  const canUpdate = useCan('update', 'partners');
  return (
    <ProgrammeFrame
      slug={PARTNER_SLUGS.santander}
      name="Santander"
      header={(p) => ({
        actions: <RecordActions editTo={canUpdate ? '/partners/santander/edit' : undefined} />,
        csv: p ? { path: '/v1/report/partner_historical.csv', filename: PARTNER_HISTORY_CSV, query: { partner_id: p.id }, label: 'Exportar histórico' } : undefined,
      })}
    >
      {(p) => (
        <>
          <ProgrammeSummary partner={p} fields={FIELDS} />
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Histórico de descontos
            </Title>
            <PartnerHistory partnerId={p.id} fields={FIELDS} />
          </Paper>
        </>
      )}
    </ProgrammeFrame>
  );
}
