import { statusLabel, type Campaign } from '@backoffice/contract';
import { Badge } from '@mantine/core';
import { confirmAction } from '../../../lib/confirm';
import { useFinishCampaign } from '../api/marketing';

export function CampaignStatusBadge({ status }: { status: Campaign['status'] }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'} tt="none">
      {statusLabel(status, 'campaign')}
    </Badge>
  );
}

/** Ends or reactivates a campaign after the confirm (§4: finished true/false, status closed/active). */
export function useCampaignToggle() {
  const finish = useFinishCampaign();
  return async (c: Pick<Campaign, 'id' | 'name' | 'status' | 'lock_version'>) => {
    const ending = c.status === 'active';
    const ok = await confirmAction({
      kind: ending ? 'disable' : 'enable',
      title: ending ? 'Encerrar campanha' : 'Reativar campanha',
      message: ending ? `Deseja encerrar a campanha ${c.name}?` : `Deseja reativar a campanha ${c.name}?`,
    });
    if (ok) await finish.mutateAsync({ id: c.id, finished: ending, lock_version: c.lock_version }).catch(() => undefined);
  };
}
