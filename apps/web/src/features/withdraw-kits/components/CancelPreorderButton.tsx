import type { WithdrawSubscription } from '@backoffice/contract';
import { Button } from '@mantine/core';
import { IconShoppingCartX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { cancelPreorder, useRefreshDesk } from '../api/withdraw-kits';

/** 'Cancelar pré-pedido' (with confirmation) for a subscription whose order is a preorder; its kit goes back to stock. */
export function CancelPreorderButton({ sub, onDone }: { sub: WithdrawSubscription; onDone?: () => void }) {
  const can = useCan('cancel_preorder', 'withdraw_kits');
  const refresh = useRefreshDesk();
  const [busy, setBusy] = useState(false);
  if (!can || sub.order?.status !== 'preorder') return null;
  const run = async () => {
    const ok = await confirmAction({
      title: 'Cancelar pré-pedido',
      message: `Cancelar o pré-pedido ${sub.order!.id} de ${sub.athlete.name}? A inscrição é cancelada e o kit volta ao estoque.`,
      kind: 'ok',
      confirmLabel: 'Sim, cancelar pré-pedido',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await cancelPreorder(sub.order!.id);
      notifySuccess(result.message);
      await refresh();
      onDone?.();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="red" variant="light" leftSection={<IconShoppingCartX size={18} />} loading={busy} onClick={() => void run()}>
      Cancelar pré-pedido
    </Button>
  );
}
