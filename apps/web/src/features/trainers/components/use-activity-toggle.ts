import { TRAINER_MSG, type TrainerActivity } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { activitiesKey, activityPath } from '../api/trainers';

/** Enable/disable an activity after a confirm ('Sim, habilitar' / 'Sim, desabilitar'). */
export function useActivityToggle() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (a: TrainerActivity) => api.post<TrainerActivity>(activityPath(a.trainer_id, a.id, a.status === 'enabled' ? '/disable' : '/enable')),
    onSuccess: async (data) => {
      notifySuccess(data.status === 'enabled' ? TRAINER_MSG.activityEnabled : TRAINER_MSG.activityDisabled);
      await qc.invalidateQueries({ queryKey: activitiesKey });
    },
  });
  return async (a: TrainerActivity) => {
    const enabling = a.status !== 'enabled';
    const ok = await confirmAction({
      kind: enabling ? 'enable' : 'disable',
      title: enabling ? 'Ativar atividade' : 'Desativar atividade',
      message: `Deseja ${enabling ? 'ativar' : 'desativar'} a atividade ${a.name}?`,
    });
    if (ok) await mutation.mutateAsync(a).catch(() => undefined);
  };
}
