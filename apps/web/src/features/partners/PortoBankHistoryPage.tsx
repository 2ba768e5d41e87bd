import { PARTNER_HISTORY_CSV, PARTNER_SLUGS, type PartnerPercentField } from '@backoffice/contract';
import { Paper } from '@mantine/core';
import { PartnerHistory } from './components/PartnerHistory';
import { ProgrammeFrame } from './components/ProgrammeFrame';

const FIELDS: PartnerPercentField[] = ['percentage_limit', 'visa_percentage_discount', 'master_percentage_discount'];

/** /partners/porto-bank/history — every change (created, updated, deleted), old → new, who and when; newest first; CSV. */
export default function PortoBankHistoryPage() {
  return (
    <ProgrammeFrame
      slug={PARTNER_SLUGS.portoBank}
      name="Porto Bank"
      header={(p) => ({
        title: 'Histórico de descontos — Porto Bank',
        backTo: '/partners/porto-bank',
        csv: p ? { path: '/v1/report/partner_historical.csv', filename: PARTNER_HISTORY_CSV, query: { partner_id: p.id } } : undefined,
      })}
    >
      {(p) => (
        <Paper withBorder p="lg" radius="md">
          <PartnerHistory partnerId={p.id} fields={FIELDS} />
        </Paper>
      )}
    </ProgrammeFrame>
  );
}
