import { PARTNER_SLUGS, type PartnerPercentField } from '@backoffice/contract';
import { useNavigate } from 'react-router';
import { ProgrammeFrame } from './components/ProgrammeFrame';
import { ProgrammeForm } from './components/ProgrammeForm';

const FIELDS: PartnerPercentField[] = ['percentage_limit', 'percentage_discount'];

/** /partners/santander/edit — limit and discount, saved after a confirm that shows old → new. */
export default function SantanderEditPage() {
  const navigate = useNavigate();
  return (
    <ProgrammeFrame slug={PARTNER_SLUGS.santander} name="Santander" header={() => ({ title: 'Editar Santander', backTo: '/partners/santander/show' })}>
      {(p) => <ProgrammeForm partner={p} fields={FIELDS} onSaved={() => navigate('/partners/santander/show')} cancelTo="/partners/santander/show" />}
    </ProgrammeFrame>
  );
}
