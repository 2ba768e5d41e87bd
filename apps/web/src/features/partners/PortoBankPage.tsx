import { PARTNER_SLUGS, type PartnerPercentField } from '@backoffice/contract';
import { Button, Paper, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '../../lib/me';
import { PartnerHistory } from './components/PartnerHistory';
import { ProgrammeFrame } from './components/ProgrammeFrame';
import { ProgrammeForm } from './components/ProgrammeForm';
import { ProgrammeSummary } from './components/ProgrammeSummary';

const FIELDS: PartnerPercentField[] = ['percentage_limit', 'visa_percentage_discount', 'master_percentage_discount'];

/** /partners/porto-bank — the programme's limit and Visa / Mastercard discounts, edited with a confirm (old → new). */
export default function PortoBankPage() {
  const canUpdate = useCan('update', 'partners');
  return (
    <ProgrammeFrame
      slug={PARTNER_SLUGS.portoBank}
      name="Porto Bank"
      header={() => ({
        actions: (
          <Button component={Link} to="/partners/porto-bank/history" variant="default" leftSection={<IconHistory size={16} />}>
            Histórico completo
          </Button>
        ),
      })}
    >
      {(p) => (
        <>
          <ProgrammeSummary partner={p} fields={FIELDS} />
          {canUpdate && (
            <div>
              <Title order={3} size="h4" mb="sm">
                Alterar porcentagens
              </Title>
              <ProgrammeForm partner={p} fields={FIELDS} />
            </div>
          )}
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Últimas alterações
            </Title>
            <PartnerHistory partnerId={p.id} fields={FIELDS} />
          </Paper>
        </>
      )}
    </ProgrammeFrame>
  );
}
